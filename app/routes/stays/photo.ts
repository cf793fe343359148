import { sceneSvg } from "../../../scripts/art";
import type { Route } from "./+types/photo";

/** A house's picture: an illustration drawn for it (we show no photographs we have not taken). */
export function loader({ params }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,80}$/.test(params.slug)) return new Response("Not found", { status: 404 });
  const svg = sceneSvg({ time: "dusk", features: ["lamp", "path", "banyan"], alt: "" }, `house-${params.slug}`, 1200, 750);
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } });
}
