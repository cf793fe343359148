/**
 * Makes the site's chant recordings: a synthesised voice (Debian's espeak-ng,
 * Hindi voice reading the Devanagari text) repeating a mantra over a drone
 * made with sox (two soft sine tones a fifth apart, slowly breathing), encoded
 * with lame. Honest stand-ins: not recordings of people chanting. The outputs
 * are committed; a site owner can replace any file with a studio recording of
 * the same name.
 *
 *   npm run chants    # needs: apt-get install espeak-ng sox lame
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHANTS } from "../app/config/chants.ts";

const work = join(tmpdir(), `chants-${process.pid}`);
mkdirSync(work, { recursive: true });
const sox = (...args: string[]) => execFileSync("sox", args, { stdio: ["ignore", "ignore", "inherit"] });

for (const chant of CHANTS) {
  const voice = join(work, `${chant.id}-voice.wav`);
  const line = join(work, `${chant.id}-line.wav`);
  const gap = join(work, "gap.wav");
  const drone = join(work, `${chant.id}-drone.wav`);
  const mix = join(work, `${chant.id}-mix.wav`);
  execFileSync("espeak-ng", ["-v", "hi", "-s", "95", "-p", "32", "-a", "150", "-w", voice, chant.devanagari]);
  // One line: the phrase, a little reverb, then a pause for breath.
  sox("-n", "-r", "22050", "-c", "1", gap, "trim", "0.0", String(chant.pause));
  sox(voice, "-r", "22050", "-c", "1", line, "gain", "-4", "reverb", "35", "50", "60", "pad", "0", "0.2");
  const lines = Array.from({ length: chant.repeats }, () => [line, gap]).flat();
  const chanting = join(work, `${chant.id}-chanting.wav`);
  sox(gap, ...lines, chanting);
  const seconds = Number(execFileSync("soxi", ["-D", chanting]).toString().trim()) + 3;
  // The drone: the tonic and its fifth, breathing slowly (tremolo), fading in and out.
  sox("-n", "-r", "22050", "-c", "1", drone, "synth", String(seconds), "sine", String(chant.tonic), "sine", String(chant.tonic * 1.5), "remix", "-", "tremolo", "0.15", "40", "gain", "-19", "fade", "t", "3", String(seconds), "4");
  sox("-m", drone, chanting, mix, "gain", "-n", "-2");
  const out = chant.bundled ? join("app/assets/audio", `${chant.id}.mp3`) : join("public/audio", `${chant.id}.mp3`);
  execFileSync("lame", ["--quiet", "-m", "m", "-b", "40", "--resample", "22.05", "--tt", chant.title, "--ta", "Arunachala guide (synthesised chant)", mix, out]);
  console.log(`${out}: ${Math.round(seconds)} s`);
  if (Math.round(seconds) !== chant.seconds) console.warn(`  set seconds: ${Math.round(seconds)} for ${chant.id} in app/config/chants.ts`);
}
rmSync(work, { recursive: true, force: true });
