/**
 * Builds the route GeoJSON from the stop list (pure; run by
 * scripts/girivalam-route.ts, whose output content/girivalam/route.geojson is
 * committed, and by a test that checks the two still agree).
 */
import type { RouteGeoJson, StopSource } from "../../content/girivalam-schema.ts";
import { bearing, LoopPath, haversine, type LatLng } from "./geo.ts";
import { drawLoop } from "./shape.ts";

/** The hill's summit (about 12.2320 N, 79.0560 E). */
export const SUMMIT: LatLng = { lat: 12.232, lng: 79.056 };
/** The walk's centre, about 0.8 km north of the summit: the road bows away from it. */
export const WALK_CENTRE: LatLng = { lat: 12.2392, lng: 79.056 };
/** The published length of the Girivalam road (spec §9: about 14 km). */
export const ROAD_LENGTH = 14_000;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Distance along the loop of the road point that lies at `degrees` (bearing) from the summit. */
function alongAtSummitBearing(path: LoopPath, degrees: number): number {
  const steps = 4000;
  let best = 0;
  let bestDiff = Infinity;
  for (let i = 0; i < steps; i++) {
    const s = (path.length * i) / steps;
    const diff = Math.abs(((bearing(SUMMIT, path.pointAt(s)) - degrees + 540) % 360) - 180);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = s;
    }
  }
  return best;
}

function alongAtSummitExtreme(path: LoopPath, which: "nearest" | "farthest"): number {
  const steps = 4000;
  let best = 0;
  let bestD = which === "nearest" ? Infinity : -Infinity;
  for (let i = 0; i < steps; i++) {
    const s = (path.length * i) / steps;
    const d = haversine(SUMMIT, path.pointAt(s));
    if (which === "nearest" ? d < bestD : d > bestD) {
      bestD = d;
      best = s;
    }
  }
  return best;
}

export interface PlacedStop {
  id: string;
  position: LatLng;
  along: number;
}

/** Draws the road through the anchor stops and places every stop on or beside it, in walking order. */
export function buildRoute(stops: StopSource[]): { path: LoopPath; placed: PlacedStop[]; geojson: RouteGeoJson } {
  const anchors = stops.filter((s) => s.anchor).map((s) => ({ lat: s.position![0], lng: s.position![1] }));
  const { vertices } = drawLoop(anchors, WALK_CENTRE, ROAD_LENGTH);
  const rounded = vertices.map((v) => ({ lat: round6(v.lat), lng: round6(v.lng) }));
  const path = new LoopPath(rounded);

  const byId = new Map<string, PlacedStop>();
  const placed: PlacedStop[] = stops.map((s, index) => {
    let along: number;
    let position: LatLng;
    if (s.position) {
      position = { lat: s.position[0], lng: s.position[1] };
      along = index === 0 ? 0 : path.project(position).along;
    } else {
      const rule = s.at!;
      if ("km" in rule) along = rule.km * 1000;
      else if ("after" in rule) {
        const ref = byId.get(rule.after);
        if (!ref) throw new Error(`${s.id}: '${rule.after}' must come earlier in the list`);
        along = ref.along + rule.metres;
      } else if ("summitBearing" in rule) along = alongAtSummitBearing(path, rule.summitBearing);
      else if ("summit" in rule) along = alongAtSummitExtreme(path, rule.summit);
      else along = path.length;
      along = along >= path.length ? path.length : path.wrap(along);
      const p = path.pointAt(along);
      position = { lat: round6(p.lat), lng: round6(p.lng) };
    }
    const stop = { id: s.id, position, along: Math.round(along) };
    byId.set(s.id, stop);
    return stop;
  });

  // The list must already be in walking order.
  placed.forEach((p, i) => {
    const prev = placed[i - 1];
    if (prev && p.along < prev.along) throw new Error(`stop ${i + 1} (${p.id}) lies before stop ${i} (${prev.id}) on the road: reorder stops.yaml`);
  });

  const geojson: RouteGeoJson = {
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        properties: {
          name: "Girivalam road around Arunachala (clockwise from the Raja Gopuram)",
          length_m: Math.round(path.length),
          note: "Drawn through the stops whose positions public sources agree on, bowing outwards between them so that the loop measures the published 14 km. Not a survey: between those points the real road may lie up to a few hundred metres away.",
        },
        geometry: { type: "LineString", coordinates: [...rounded, rounded[0]!].map((v) => [v.lng, v.lat] as [number, number]) },
      },
      ...stops.map((s, i) => ({
        type: "Feature" as const,
        properties: { id: s.id, order: i + 1, name: s.name, kind: s.kind, placement: s.placement, source: s.source, along_m: placed[i]!.along },
        geometry: { type: "Point" as const, coordinates: [placed[i]!.position.lng, placed[i]!.position.lat] as [number, number] },
      })),
    ],
  };
  return { path, placed, geojson };
}
