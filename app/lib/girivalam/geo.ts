/**
 * Plane geometry for the Girivalam road (pure; no React, no DOM).
 *
 * The walk spans about 3 km, so positions are projected once onto a local
 * flat plane (equirectangular about the route's centre; the error over this
 * area is far below GPS noise) and all measuring is done there in metres.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function haversine(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearing(a: LatLng, b: LatLng): number {
  const y = Math.sin((b.lng - a.lng) * RAD) * Math.cos(b.lat * RAD);
  const x = Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos((b.lng - a.lng) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

const COMPASS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"] as const;
export type Compass = (typeof COMPASS)[number];

/** The nearest of the eight compass points to a bearing. */
export function compassPoint(degrees: number): Compass {
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;
}

/** A local flat projection about an origin: metres east (x) and north (y). */
export class LocalPlane {
  private readonly kx: number;
  private readonly ky = EARTH_RADIUS * RAD;
  constructor(readonly origin: LatLng) {
    this.kx = EARTH_RADIUS * RAD * Math.cos(origin.lat * RAD);
  }
  toXY(p: LatLng): [number, number] {
    return [(p.lng - this.origin.lng) * this.kx, (p.lat - this.origin.lat) * this.ky];
  }
  toLatLng(x: number, y: number): LatLng {
    return { lat: this.origin.lat + y / this.ky, lng: this.origin.lng + x / this.kx };
  }
}

/** Where a point falls on the path. */
export interface Projection {
  /** Distance along the path from its first vertex, metres, in [0, length). */
  along: number;
  /** Distance from the point to the path, metres. */
  offset: number;
  /** The nearest point on the path. */
  point: LatLng;
}

/**
 * A closed path (the last vertex joins the first) with its cumulative
 * lengths, so that distances along it and projections onto it are cheap.
 */
export class LoopPath {
  readonly plane: LocalPlane;
  readonly length: number;
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  /** cum[i] = distance along the path to vertex i; cum[n] = length. */
  private readonly cum: Float64Array;

  constructor(readonly vertices: readonly LatLng[]) {
    if (vertices.length < 3) throw new Error("a loop needs at least three vertices");
    const n = vertices.length;
    let lat = 0;
    let lng = 0;
    for (const v of vertices) {
      lat += v.lat;
      lng += v.lng;
    }
    this.plane = new LocalPlane({ lat: lat / n, lng: lng / n });
    this.xs = new Float64Array(n);
    this.ys = new Float64Array(n);
    this.cum = new Float64Array(n + 1);
    vertices.forEach((v, i) => {
      const [x, y] = this.plane.toXY(v);
      this.xs[i] = x;
      this.ys[i] = y;
    });
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      this.cum[i + 1] = this.cum[i]! + Math.hypot(this.xs[j]! - this.xs[i]!, this.ys[j]! - this.ys[i]!);
    }
    this.length = this.cum[n]!;
  }

  /** Normalises a distance along the loop into [0, length). */
  wrap(along: number): number {
    const m = along % this.length;
    return m < 0 ? m + this.length : m;
  }

  /** Forward (clockwise, walking) distance from along a to along b, in [0, length). */
  forward(a: number, b: number): number {
    return this.wrap(b - a);
  }

  /** Signed shortest distance along the loop from a to b, in (-length/2, length/2]. */
  delta(a: number, b: number): number {
    const f = this.forward(a, b);
    return f > this.length / 2 ? f - this.length : f;
  }

  /** The point at a distance along the loop. */
  pointAt(along: number): LatLng {
    const s = this.wrap(along);
    const i = this.segmentAt(s);
    const j = (i + 1) % this.xs.length;
    const segLen = this.cum[i + 1]! - this.cum[i]!;
    const t = segLen > 0 ? (s - this.cum[i]!) / segLen : 0;
    return this.plane.toLatLng(this.xs[i]! + t * (this.xs[j]! - this.xs[i]!), this.ys[i]! + t * (this.ys[j]! - this.ys[i]!));
  }

  /** Index of the segment holding a distance along the loop (binary search). */
  private segmentAt(s: number): number {
    let lo = 0;
    let hi = this.xs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.cum[mid]! <= s) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * The nearest point of the path to p. With `near`, only the stretch within
   * `window` metres along the path of `near` is searched (so that a walker is
   * not snapped to another part of the road that happens to be close).
   */
  project(p: LatLng, near?: { along: number; back: number; ahead: number }): Projection {
    const [px, py] = this.plane.toXY(p);
    const n = this.xs.length;
    let best = Infinity;
    let bestAlong = 0;
    let bestX = 0;
    let bestY = 0;
    const visit = (i: number) => {
      const j = (i + 1) % n;
      const ax = this.xs[i]!;
      const ay = this.ys[i]!;
      const dx = this.xs[j]! - ax;
      const dy = this.ys[j]! - ay;
      const len2 = dx * dx + dy * dy;
      let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const x = ax + t * dx;
      const y = ay + t * dy;
      const d2 = (px - x) ** 2 + (py - y) ** 2;
      if (d2 < best) {
        best = d2;
        bestAlong = this.cum[i]! + t * (this.cum[i + 1]! - this.cum[i]!);
        bestX = x;
        bestY = y;
      }
    };
    if (!near || near.back + near.ahead >= this.length) {
      for (let i = 0; i < n; i++) visit(i);
    } else {
      // Walk the segments from `back` behind to `ahead` in front of `near.along`.
      let i = this.segmentAt(this.wrap(near.along - near.back));
      let covered = -(this.wrap(near.along - near.back) - this.cum[i]!);
      const span = near.back + near.ahead;
      for (let k = 0; k < n && covered <= span; k++) {
        visit(i);
        covered += this.cum[i + 1]! - this.cum[i]!;
        i = (i + 1) % n;
      }
    }
    return { along: this.wrap(bestAlong), offset: Math.sqrt(best), point: this.plane.toLatLng(bestX, bestY) };
  }
}
