/**
 * Synthetic walks along the road (pure): the tracker's preview replays one,
 * and the tests drive the walk logic with them. A walker moves along the line
 * at a steady pace; options add GPS noise, pauses, a turn back, gaps (a locked
 * screen) and glitches (one fix thrown far off).
 */
import type { LoopPath } from "./geo";
import type { Fix } from "./walk";
import { mulberry32 } from "../seeded-random";

export interface TrackOptions {
  /** Where the walk starts, metres along the road (default 0, the Raja Gopuram). */
  startAlong?: number;
  /** How far to walk, metres (default the whole loop). */
  distance?: number;
  /** Metres per second (default 1.1, about 4 km/h). */
  speed?: number;
  /** Seconds between fixes (default 5). */
  interval?: number;
  /** Largest random error of a fix, metres (default 0). */
  noise?: number;
  seed?: number;
  startTime?: number;
  /** Stand still for `seconds` on reaching `at` metres into the walk. */
  pauses?: { at: number; seconds: number }[];
  /** On reaching `at`, walk back `metres`, then on again. */
  turnBack?: { at: number; metres: number };
  /** No fixes for `seconds` from `at` (the walker keeps walking). */
  gaps?: { at: number; seconds: number }[];
  /** One fix thrown `metres` off sideways at `at`. */
  glitches?: { at: number; metres: number }[];
}

export function syntheticTrack(path: LoopPath, options: TrackOptions = {}): Fix[] {
  const start = options.startAlong ?? 0;
  const distance = options.distance ?? path.length;
  const speed = options.speed ?? 1.1;
  const interval = options.interval ?? 5;
  const noise = options.noise ?? 0;
  const rnd = mulberry32(options.seed ?? 1);
  const fixes: Fix[] = [];
  const pauses = [...(options.pauses ?? [])];
  const glitches = [...(options.glitches ?? [])];
  const turn = options.turnBack;
  let time = options.startTime ?? Date.UTC(2026, 10, 24, 12, 30);
  let rel = 0;
  let pausedUntil = 0;
  let turning = 0; // metres still to walk backwards
  let turned = false;

  const emit = (sideways = 0) => {
    if (options.gaps?.some((g) => rel >= g.at && time < gapEnd(g))) return;
    const p = path.pointAt(start + rel);
    const [x, y] = path.plane.toXY(p);
    const angle = rnd() * 2 * Math.PI;
    const r = noise * Math.sqrt(rnd()) + sideways;
    const moved = path.plane.toLatLng(x + r * Math.cos(angle), y + r * Math.sin(angle));
    fixes.push({ lat: moved.lat, lng: moved.lng, accuracy: Math.max(5, noise), time });
  };
  const gapStarts = new Map<{ at: number; seconds: number }, number>();
  const gapEnd = (g: { at: number; seconds: number }) => {
    if (!gapStarts.has(g)) gapStarts.set(g, time);
    return gapStarts.get(g)! + g.seconds * 1000;
  };

  while (rel < distance) {
    const glitch = glitches.findIndex((g) => rel >= g.at);
    if (glitch >= 0) {
      emit(glitches[glitch]!.metres);
      glitches.splice(glitch, 1);
    } else emit();
    time += interval * 1000;
    const pause = pauses.findIndex((p) => rel >= p.at);
    if (pause >= 0) {
      pausedUntil = time + pauses[pause]!.seconds * 1000;
      pauses.splice(pause, 1);
    }
    if (time < pausedUntil) continue;
    if (turn && !turned && rel >= turn.at) {
      turned = true;
      turning = turn.metres;
    }
    if (turning > 0) {
      const step = Math.min(turning, speed * interval);
      rel -= step;
      turning -= step;
      continue;
    }
    rel = Math.min(distance, rel + speed * interval);
  }
  emit();
  return fixes;
}
