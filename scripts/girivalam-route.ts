/**
 * Redraws the Girivalam road and places the stops (content/girivalam/route.geojson)
 * from content/girivalam/stops.yaml, and speaks each stop's narration into
 * public/audio/{id}.mp3 with espeak-ng and lame (Debian packages; only the
 * narrations whose text changed are made again). The outputs are committed,
 * so neither the build nor CI needs these tools.
 *
 *   npm run girivalam:route            # route + narrations
 *   npm run girivalam:route -- --check # fail if route.geojson is out of date
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { stopSourcesSchema } from "../app/content/girivalam-schema.ts";
import { describeIssues } from "../app/content/article-schema.ts";
import { buildRoute } from "../app/lib/girivalam/build-route.ts";
import { formatGeoJson } from "../app/lib/girivalam/geojson-format.ts";
import { NARRATION_VOICE as V, narrationKey, narrationText } from "./narration-key.ts";

const STOPS = "content/girivalam/stops.yaml";
const ROUTE = "content/girivalam/route.geojson";
const AUDIO = "public/audio";
const MANIFEST = join(AUDIO, "narrations.json");

const parsed = stopSourcesSchema.safeParse(parse(readFileSync(STOPS, "utf8")));
if (!parsed.success) {
  console.error(describeIssues(STOPS, parsed.error));
  process.exit(1);
}
const { geojson, path } = buildRoute(parsed.data);
const text = formatGeoJson(geojson);

if (process.argv.includes("--check")) {
  const current = existsSync(ROUTE) ? readFileSync(ROUTE, "utf8") : "";
  if (current !== text) {
    console.error(`${ROUTE} is out of date: run npm run girivalam:route`);
    process.exit(1);
  }
  console.log(`${ROUTE} is up to date (${(path.length / 1000).toFixed(2)} km, ${parsed.data.length} stops)`);
  process.exit(0);
}

writeFileSync(ROUTE, text);
console.log(`wrote ${ROUTE}: ${(path.length / 1000).toFixed(2)} km, ${parsed.data.length} stops`);

if (process.argv.includes("--no-audio")) process.exit(0);
mkdirSync(AUDIO, { recursive: true });
const manifest: Record<string, string> = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, "utf8")) : {};
const work = join(tmpdir(), `narration-${process.pid}`);
mkdirSync(work, { recursive: true });
let made = 0;
for (const stop of parsed.data) {
  const spoken = narrationText(stop);
  const hash = narrationKey(stop);
  const out = join(AUDIO, `${stop.id}.mp3`);
  if (manifest[stop.id] === hash && existsSync(out)) continue;
  const wav = join(work, `${stop.id}.wav`);
  execFileSync("espeak-ng", ["-v", V.voice, "-s", String(V.speed), "-g", String(V.gap), "-w", wav, spoken]);
  execFileSync("lame", ["--quiet", "-m", "m", "-b", String(V.bitrate), "--resample", String(V.sampleRate), "--tt", stop.name, "--ta", "Arunachala guide (synthesised narration)", wav, out]);
  manifest[stop.id] = hash;
  made++;
}
rmSync(work, { recursive: true, force: true });
writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`narrations: ${made} made, ${parsed.data.length - made} unchanged (${AUDIO})`);
