import { SITE_URL } from "~/config/site";
import { buildRobots } from "~/lib/feeds";

export function loader() {
  return new Response(buildRobots(SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
