/** What a narration clip is made from: the voice settings and the text. A clip is remade when this changes. */
import { createHash } from "node:crypto";

export const NARRATION_VOICE = { voice: "en-gb", speed: 145, gap: 4, bitrate: 16, sampleRate: 16 } as const;

export function narrationText(stop: { name: string; significance: string }): string {
  return `${stop.name}. ${stop.significance}`;
}

export function narrationKey(stop: { name: string; significance: string }): string {
  const v = NARRATION_VOICE;
  return createHash("sha1").update(`espeak-ng ${v.voice} s${v.speed} g${v.gap} | lame ${v.bitrate}k ${v.sampleRate}kHz | ${narrationText(stop)}`).digest("hex").slice(0, 16);
}
