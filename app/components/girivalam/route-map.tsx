import type { RouteData } from "~/content/girivalam-schema";
import { KIND_INFO } from "./stop-kind";

/** The summit (see app/lib/girivalam/build-route.ts). */
const SUMMIT = { lat: 12.232, lng: 79.056 };

export function projector(vertices: [number, number][], width: number) {
  const lats = vertices.map((v) => v[0]);
  const lngs = vertices.map((v) => v[1]);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLng = Math.min(...lngs);
  const maxLng = Math.max(...lngs);
  const k = Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180));
  // Room at the sides for the lingams' names.
  const padX = 84;
  const padY = 36;
  const scale = (width - 2 * padX) / ((maxLng - minLng) * k);
  const height = Math.round((maxLat - minLat) * scale + 2 * padY);
  return {
    height,
    xy: (lat: number, lng: number): [number, number] => [padX + (lng - minLng) * k * scale, padY + (maxLat - lat) * scale],
  };
}

/**
 * A light, server-rendered map of the road and its stops (no tiles, no
 * script): north up, the summit marked, the eight lingams named. The ordered
 * list beside it carries the same information for screen readers.
 */
export function RouteMap({ route, className }: { route: Pick<RouteData, "vertices" | "stops">; className?: string }) {
  const W = 600;
  const { height, xy } = projector(route.vertices, W);
  const d = route.vertices.map(([lat, lng], i) => `${i ? "L" : "M"}${xy(lat, lng).map((n) => n.toFixed(1)).join(" ")}`).join("") + "Z";
  const [sx, sy] = xy(SUMMIT.lat, SUMMIT.lng);
  const start = route.stops[0]!;
  const [gx, gy] = xy(start.position.lat, start.position.lng);
  return (
    <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-labelledby="route-map-title route-map-desc" className={className}>
      <title id="route-map-title">Map of the Girivalam road around Arunachala</title>
      <desc id="route-map-desc">
        The 14 km road circles the hill clockwise from the Raja Gopuram in the east, passing the eight directional lingams. North is up.
        The full list of stops follows the map.
      </desc>
      <rect width={W} height={height} rx="16" className="fill-amber-50 dark:fill-stone-900" />
      <path d={d} fill="none" strokeWidth="5" strokeLinejoin="round" className="stroke-orange-700 dark:stroke-orange-400" />
      <path d={`M${sx} ${sy - 22}L${sx + 24} ${sy + 14}L${sx - 24} ${sy + 14}Z`} className="fill-stone-500 dark:fill-stone-400" />
      <text x={sx} y={sy + 34} textAnchor="middle" className="fill-stone-700 text-[15px] font-semibold dark:fill-stone-200">
        Summit
      </text>
      {route.stops.map((s) => {
        const [x, y] = xy(s.position.lat, s.position.lng);
        const big = s.kind === "lingam" || s.kind === "temple" || s.kind === "ashram" || s.kind === "shrine";
        return <circle key={s.id} cx={x} cy={y} r={big ? 7 : 3.5} fill={KIND_INFO[s.kind].dot} stroke="white" strokeWidth={big ? 2 : 1} />;
      })}
      {route.stops
        .filter((s) => s.kind === "lingam")
        .map((s) => {
          const [x, y] = xy(s.position.lat, s.position.lng);
          const left = x > sx;
          return (
            <text
              key={s.id}
              x={x + (left ? 12 : -12)}
              y={y + 5}
              textAnchor={left ? "start" : "end"}
              className="fill-stone-900 text-[14px] font-medium dark:fill-stone-100"
            >
              {s.name.replace(" Lingam", "")}
            </text>
          );
        })}
      <text x={gx - 12} y={gy - 2} textAnchor="end" className="fill-orange-900 text-[14px] font-semibold dark:fill-orange-200">
        Start
      </text>
      <text x={W - 20} y={28} textAnchor="end" className="fill-stone-600 text-[14px] dark:fill-stone-300">
        N ↑
      </text>
    </svg>
  );
}
