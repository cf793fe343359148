/** Writes the route GeoJSON compactly but readably: one feature per line. */
export function formatGeoJson(geojson: { type: string; features: unknown[] }): string {
  return `{"type":"${geojson.type}","features":[\n${geojson.features.map((f) => JSON.stringify(f)).join(",\n")}\n]}\n`;
}
