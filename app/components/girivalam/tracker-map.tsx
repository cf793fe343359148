/**
 * The tracker's map (Leaflet, loaded only on the tracker, after the page is
 * interactive). OpenStreetMap tiles when online; without a connection the
 * tiles fail quietly and the road, stops and walker still draw, as vectors.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { RouteData } from "~/content/girivalam-schema";
import type { Fix } from "~/lib/girivalam/walk";
import { KIND_INFO } from "./stop-kind";

export default function TrackerMap({ data, reached, fix, follow }: { data: RouteData; reached: string[]; fix: Fix | null; follow: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const stopMarkers = useRef(new Map<string, L.CircleMarker>());
  const walker = useRef<{ dot: L.CircleMarker; ring: L.Circle } | null>(null);

  useEffect(() => {
    const markers = stopMarkers.current;
    const m = L.map(box.current!, { zoomControl: true, attributionControl: true, preferCanvas: true });
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      // CORS responses, so the service worker caches them at their real size, not as padded opaque ones.
      crossOrigin: true,
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(m);
    const line = L.polyline(data.vertices, { color: "#c2410c", weight: 5, opacity: 0.85 }).addTo(m);
    for (const s of data.stops) {
      const big = s.kind !== "milestone" && s.kind !== "view";
      const marker = L.circleMarker([s.position.lat, s.position.lng], {
        radius: big ? 7 : 4,
        color: "#ffffff",
        weight: 2,
        fillColor: KIND_INFO[s.kind].dot,
        fillOpacity: 0.9,
      })
        .bindTooltip(`${s.order}. ${s.name}`)
        .addTo(m);
      markers.set(s.id, marker);
    }
    m.fitBounds(line.getBounds(), { padding: [16, 16] });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      walker.current = null;
      markers.clear();
    };
  }, [data]);

  useEffect(() => {
    const done = new Set(reached);
    for (const [id, marker] of stopMarkers.current) marker.setStyle({ color: done.has(id) ? "#15803d" : "#ffffff", weight: done.has(id) ? 3 : 2 });
  }, [reached]);

  useEffect(() => {
    const m = map.current;
    if (!m || !fix) return;
    const at: L.LatLngExpression = [fix.lat, fix.lng];
    if (!walker.current) {
      walker.current = {
        ring: L.circle(at, { radius: fix.accuracy, color: "#1d4ed8", weight: 1, fillOpacity: 0.12 }).addTo(m),
        dot: L.circleMarker(at, { radius: 8, color: "#ffffff", weight: 3, fillColor: "#1d4ed8", fillOpacity: 1 }).addTo(m),
      };
    } else {
      walker.current.dot.setLatLng(at);
      walker.current.ring.setLatLng(at).setRadius(fix.accuracy);
    }
    if (follow) m.panTo(at, { animate: false });
  }, [fix, follow]);

  return <div ref={box} className="h-[60vh] min-h-80 w-full rounded-xl border border-border" role="region" aria-label="Map of the road, the stops and your position" />;
}
