import { routeGeoJson } from "~/content/girivalam.server";
import { formatGeoJson } from "~/lib/girivalam/geojson-format";

/** /girivalam/route.geojson: the road and its 41 stops for other map apps and the offline cache (prerendered). */
export function loader() {
  return new Response(formatGeoJson(routeGeoJson()), {
    headers: { "Content-Type": "application/geo+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
