/**
 * The Girivalam route (content/girivalam/): the stop list and the road line,
 * validated with zod when the server bundle loads them (so bad data fails the
 * build) and joined into one RouteData.
 */
import { parse } from "yaml";
import stopsYaml from "../../content/girivalam/stops.yaml?raw";
import routeText from "../../content/girivalam/route.geojson?raw";
import { describeIssues } from "./article-schema";
import { ContentError } from "./articles.server";
import { routeGeoJsonSchema, stopSourcesSchema, type RouteData, type RouteGeoJson, type Stop } from "./girivalam-schema";

export function parseRoute(yamlText: string, geojsonText: string): { data: RouteData; geojson: RouteGeoJson } {
  const sources = stopSourcesSchema.safeParse(parse(yamlText));
  if (!sources.success) throw new ContentError(describeIssues("content/girivalam/stops.yaml", sources.error));
  const geo = routeGeoJsonSchema.safeParse(JSON.parse(geojsonText));
  if (!geo.success) throw new ContentError(describeIssues("content/girivalam/route.geojson", geo.error));
  const [line, ...points] = geo.data.features;
  const problems: string[] = [];
  const stops: Stop[] = sources.data.map((s, i) => {
    const point = points[i];
    if (!point || point.properties.id !== s.id || point.properties.order !== i + 1 || point.properties.name !== s.name) {
      problems.push(`stop ${i + 1} (${s.id}) differs between stops.yaml and route.geojson: run npm run girivalam:route`);
    }
    const [lng, lat] = point?.geometry.coordinates ?? [0, 0];
    return {
      id: s.id,
      order: i + 1,
      name: s.name,
      kind: s.kind,
      position: { lat, lng },
      along: point?.properties.along_m ?? 0,
      placement: s.placement,
      source: s.source,
      significance: s.significance,
      audioClip: `/audio/${s.id}.mp3`,
      featured: s.featured ?? false,
      ...(i === 0 ? { youtubeVideoId: s.youtubeVideoId ?? null, keywords: s.keywords, description: s.description, transcript: s.significance } : {}),
    };
  });
  if (points.length !== sources.data.length) problems.push("route.geojson and stops.yaml hold different numbers of stops");
  if (problems.length) throw new ContentError(problems.join("\n"));
  const coords = line.geometry.coordinates;
  const vertices = coords.slice(0, -1).map(([lng, lat]) => [lat, lng] as [number, number]);
  return { data: { vertices, length: line.properties.length_m, stops }, geojson: geo.data };
}

let cached: ReturnType<typeof parseRoute> | null = null;
function load() {
  cached ??= parseRoute(stopsYaml, routeText);
  return cached;
}

export function routeData(): RouteData {
  return load().data;
}

export function routeGeoJson(): RouteGeoJson {
  return load().geojson;
}

export function featuredStops(): Stop[] {
  return routeData().stops.filter((s) => s.featured);
}
