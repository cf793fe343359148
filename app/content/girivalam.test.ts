import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildRoute } from "~/lib/girivalam/build-route";
import { formatGeoJson } from "~/lib/girivalam/geojson-format";
import { haversine, LoopPath } from "~/lib/girivalam/geo";
import { stopSourcesSchema } from "./girivalam-schema";
import { parseRoute } from "./girivalam.server";
import { narrationKey } from "../../scripts/narration-key";

const yamlText = readFileSync("content/girivalam/stops.yaml", "utf8");
const geoText = readFileSync("content/girivalam/route.geojson", "utf8");
const { data } = parseRoute(yamlText, geoText);
const path = new LoopPath(data.vertices.map(([lat, lng]) => ({ lat, lng })));

describe("the Girivalam route data", () => {
  it("is a closed loop of 13.5 to 14.5 km", () => {
    const coords = JSON.parse(geoText).features[0].geometry.coordinates;
    expect(coords[0]).toEqual(coords.at(-1));
    expect(path.length).toBeGreaterThan(13_500);
    expect(path.length).toBeLessThan(14_500);
  });

  it("has 41 stops in walking order, every one within 40 m of the road", () => {
    expect(data.stops).toHaveLength(41);
    data.stops.forEach((s, i) => {
      expect(s.order).toBe(i + 1);
      expect(path.project(s.position).offset, s.id).toBeLessThan(40);
      if (i > 0) expect(s.along).toBeGreaterThanOrEqual(data.stops[i - 1]!.along);
    });
  });

  it("passes the eight directional lingams in their order, clockwise from the east", () => {
    const lingams = data.stops.filter((s) => s.kind === "lingam").map((s) => s.name);
    expect(lingams).toEqual(["Indra", "Agni", "Yama", "Niruthi", "Varuna", "Vayu", "Kubera", "Esanya"].map((n) => `${n} Lingam`));
  });

  it("goes clockwise, with the hill on the walker's right", () => {
    // The shoelace sum is negative for a clockwise ring in (east, north) coordinates.
    const xy = data.vertices.map(([lat, lng]) => path.plane.toXY({ lat, lng }));
    const area = xy.reduce((sum, [x1, y1], i) => {
      const [x2, y2] = xy[(i + 1) % xy.length]!;
      return sum + (x1 * y2 - x2 * y1);
    }, 0);
    expect(area).toBeLessThan(0);
  });

  it("starts and ends at the Raja Gopuram, near the temple", () => {
    expect(data.stops[0]!.id).toBe("raja-gopuram");
    expect(data.stops[40]!.id).toBe("raja-gopuram-return");
    expect(haversine(data.stops[0]!.position, data.stops[40]!.position)).toBeLessThan(5);
    expect(haversine(data.stops[0]!.position, { lat: 12.2316, lng: 79.0673 })).toBeLessThan(400);
  });

  it("keeps the positions public sources agree on, and says where every position comes from", () => {
    const sources = stopSourcesSchema.parse(parse(yamlText));
    for (const s of sources) {
      if (s.position) {
        const stop = data.stops.find((t) => t.id === s.id)!;
        expect(stop.position).toEqual({ lat: s.position[0], lng: s.position[1] });
      }
      expect(s.source.length).toBeGreaterThan(20);
    }
    expect(data.stops.find((s) => s.id === "indra-lingam")!.position).toEqual({ lat: 12.22966, lng: 79.07037 });
  });

  it("gives the first stop the spec's extra fields, and every stop a narration clip", () => {
    const first = data.stops[0]!;
    expect(first.keywords!.length).toBeGreaterThanOrEqual(3);
    expect(first.description!.length).toBeGreaterThan(40);
    expect(first.transcript).toBe(first.significance);
    // A video of the temple, and one the catalogue lists (so its id is verified).
    expect(first.youtubeVideoId).toBe("swlHeNnIhvI");
    expect(readFileSync("content/videos.yaml", "utf8")).toContain(`id: ${first.youtubeVideoId}`);
    for (const s of data.stops) expect(s.audioClip).toBe(`/audio/${s.id}.mp3`);
    expect(data.stops.filter((s) => s.featured)).toHaveLength(3);
  });

  it("is what the generator draws from stops.yaml (route.geojson is not stale)", () => {
    const { geojson } = buildRoute(stopSourcesSchema.parse(parse(yamlText)));
    expect(formatGeoJson(geojson)).toBe(geoText);
  });

  it("has a committed narration for every stop, made from its current text", () => {
    const manifest = JSON.parse(readFileSync("public/audio/narrations.json", "utf8"));
    for (const s of data.stops) {
      expect(manifest[s.id], `${s.id}: run npm run girivalam:route`).toBe(narrationKey(s));
      expect(readFileSync(`public/audio/${s.id}.mp3`).length).toBeGreaterThan(10_000);
    }
  });

  it("rejects a stop list with a missing field or the wrong number of stops", () => {
    const stops = parse(yamlText);
    expect(() => parseRoute(yamlText.replace(/significance: >-\n(\s+.+\n)+/, "significance: short\n"), geoText)).toThrow(/significance/);
    expect(stopSourcesSchema.safeParse(stops.slice(1)).success).toBe(false);
  });
});
