/**
 * Draws the Girivalam road as a smooth closed line through the points whose
 * positions public sources agree on (pure; used by scripts/girivalam-route.ts,
 * whose output is committed).
 *
 * Between two such points the real road bends round the foot of the hill, so
 * the line bows outwards, away from the walk's centre, by the same fraction
 * of each stretch's length; that fraction is found so that the whole loop
 * measures the published length. A centripetal Catmull-Rom spline then passes
 * through every point without loops or overshoot.
 */
import { LocalPlane, type LatLng } from "./geo.ts";

type XY = [number, number];

function catmullRom(p0: XY, p1: XY, p2: XY, p3: XY, samples: number): XY[] {
  const knot = (a: XY, b: XY, t: number) => t + Math.max(Math.sqrt(Math.hypot(b[0] - a[0], b[1] - a[1])), 1e-6);
  const t0 = 0;
  const t1 = knot(p0, p1, t0);
  const t2 = knot(p1, p2, t1);
  const t3 = knot(p2, p3, t2);
  const lerp = (a: XY, b: XY, ta: number, tb: number, t: number): XY => {
    const w = (t - ta) / (tb - ta);
    return [a[0] + (b[0] - a[0]) * w, a[1] + (b[1] - a[1]) * w];
  };
  const out: XY[] = [];
  for (let k = 0; k < samples; k++) {
    const t = t1 + ((t2 - t1) * k) / samples;
    const a1 = lerp(p0, p1, t0, t1, t);
    const a2 = lerp(p1, p2, t1, t2, t);
    const a3 = lerp(p2, p3, t2, t3, t);
    const b1 = lerp(a1, a2, t0, t2, t);
    const b2 = lerp(a2, a3, t1, t3, t);
    out.push(lerp(b1, b2, t1, t2, t));
  }
  return out;
}

function loopLength(points: XY[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    sum += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return sum;
}

function drawWithBulge(anchors: XY[], bulge: number, step: number): XY[] {
  const control: XY[] = [];
  anchors.forEach((a, i) => {
    const b = anchors[(i + 1) % anchors.length]!;
    control.push(a);
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    if (len < 1) return;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    // Unit normal pointing away from the centre (the plane's origin).
    let nx = -dy / len;
    let ny = dx / len;
    if (nx * mx + ny * my < 0) {
      nx = -nx;
      ny = -ny;
    }
    control.push([mx + nx * bulge * len, my + ny * bulge * len]);
  });
  const out: XY[] = [];
  const n = control.length;
  for (let i = 0; i < n; i++) {
    const p0 = control[(i - 1 + n) % n]!;
    const p1 = control[i]!;
    const p2 = control[(i + 1) % n]!;
    const p3 = control[(i + 2) % n]!;
    const samples = Math.max(1, Math.ceil(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) / step));
    out.push(...catmullRom(p0, p1, p2, p3, samples));
  }
  return out;
}

/** Douglas-Peucker on an open polyline (the first and last points are kept). */
function simplify(points: XY[], tolerance: number): XY[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop()!;
    const [ax, ay] = points[s]!;
    const [bx, by] = points[e]!;
    const len = Math.hypot(bx - ax, by - ay) || 1e-9;
    let worst = -1;
    let index = -1;
    for (let i = s + 1; i < e; i++) {
      const [px, py] = points[i]!;
      const d = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([s, index], [index, e]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

export interface DrawnLoop {
  /** Vertices of the closed line (the last joins the first), starting at the first anchor. */
  vertices: LatLng[];
  /** The bow found, as a fraction of each stretch's length. */
  bulge: number;
}

/**
 * A closed line through `anchors` (in walking order) measuring `targetLength`
 * metres, bowing away from `centre`.
 */
export function drawLoop(anchors: LatLng[], centre: LatLng, targetLength: number, options: { step?: number; tolerance?: number } = {}): DrawnLoop {
  const step = options.step ?? 5;
  const plane = new LocalPlane(centre);
  const xy = anchors.map((a) => plane.toXY(a));
  let lo = 0;
  let hi = 0.5;
  if (loopLength(drawWithBulge(xy, lo, step)) > targetLength) throw new Error("the anchors alone are longer than the target length");
  for (let k = 0; k < 50; k++) {
    const mid = (lo + hi) / 2;
    if (loopLength(drawWithBulge(xy, mid, step)) < targetLength) lo = mid;
    else hi = mid;
  }
  const bulge = (lo + hi) / 2;
  const dense = drawWithBulge(xy, bulge, step);
  // Simplified in two halves: a closed ring's equal end points give no chord to measure against.
  const tolerance = options.tolerance ?? 1.5;
  const half = dense.length >> 1;
  const open = [...simplify(dense.slice(0, half + 1), tolerance).slice(0, -1), ...simplify([...dense.slice(half), dense[0]!], tolerance).slice(0, -1)];
  return { vertices: open.map(([x, y]) => plane.toLatLng(x, y)), bulge };
}
