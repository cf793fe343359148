/**
 * The walk tracker's logic (pure; no React, no DOM, no clock): position fixes
 * go in, the walk's state and its events come out. The page keeps the state
 * on the phone and renders it; tests feed synthetic tracks.
 *
 * How a fix becomes progress:
 * 1. A fix less accurate than POOR_ACCURACY is not used (the page says so).
 * 2. It is projected onto the road line, first near where the walker was
 *    (so another stretch of road that happens to be close is never chosen),
 *    else anywhere. Farther than OFF_ROUTE from the line, the walker is off
 *    the path: nothing moves, and the page shows the distance and direction
 *    to the nearest point of the road.
 * 3. The movement is the signed distance along the road from the last
 *    position (never the straight line, so a walker whose phone slept
 *    across half the hill is credited with the road between). A movement no
 *    walker could make in the time since the last fix is held until the next
 *    fix confirms it (a GPS glitch is dropped; a real jump is accepted).
 * 4. The position along the road is smoothed by the fix's accuracy, and the
 *    distance walked is the farthest point reached: it never runs backwards on
 *    noise, and a walker who turns back is not credited twice.
 * 5. A stop is reached when the walker comes within GEOFENCE of it along the
 *    road, or has passed it (e.g. while the phone slept); each fires once.
 */
import { bearing, compassPoint, type Compass, type LatLng, LoopPath } from "./geo";

export const GEOFENCE = 40;
export const POOR_ACCURACY = 100;
export const OFF_ROUTE = 200;
/** Faster than a brisk walk, slower than any vehicle: metres per second. */
export const MAX_SPEED = 3;
/** Positions missing for longer than this are reported as a gap. */
export const GAP_MS = 60_000;
/** A default pace before the walker's own is known: 14 km in 4 hours. */
export const DEFAULT_PACE = 14_000 / (4 * 3600);

export interface Fix {
  lat: number;
  lng: number;
  /** Metres (the Geolocation API's accuracy, 95% radius). */
  accuracy: number;
  /** Milliseconds since the epoch. */
  time: number;
}

export interface RouteStopRef {
  id: string;
  name: string;
  /** Distance along the road from its start (the Raja Gopuram), metres. */
  along: number;
}

export interface Route {
  path: LoopPath;
  stops: RouteStopRef[];
}

export type WalkStatus = "walking" | "paused" | "finished";

export interface WalkState {
  version: 1;
  status: WalkStatus;
  startedAt: number;
  finishedAt: number | null;
  /** Total time paused, ms, and the start of the current pause. */
  pausedMs: number;
  pausedAt: number | null;
  /** Along the road (wrapped) of the first usable fix: the walk's own start. */
  startAlong: number | null;
  /** Unwrapped, smoothed distance along the road from startAlong to the walker. */
  rel: number;
  /** Farthest rel reached: the distance walked, 0..length. */
  progress: number;
  /** Wrapped along-road position of the last accepted fix. */
  along: number;
  lastFixTime: number | null;
  /** A movement too fast to believe, waiting for the next fix to confirm it. */
  pending: { along: number; time: number } | null;
  reached: string[];
  completed: boolean;
}

export type WalkEvent =
  | { type: "arrived"; stopId: string; passed: boolean }
  | { type: "gap"; ms: number; metres: number }
  | { type: "completed" };

export type FixQuality =
  | { kind: "ok"; offset: number }
  | { kind: "poor-accuracy"; accuracy: number }
  | { kind: "off-route"; distance: number; direction: Compass; nearest: LatLng };

export function startWalk(now: number): WalkState {
  return {
    version: 1,
    status: "walking",
    startedAt: now,
    finishedAt: null,
    pausedMs: 0,
    pausedAt: null,
    startAlong: null,
    rel: 0,
    progress: 0,
    along: 0,
    lastFixTime: null,
    pending: null,
    reached: [],
    completed: false,
  };
}

export function pauseWalk(state: WalkState, now: number): WalkState {
  return state.status === "walking" ? { ...state, status: "paused", pausedAt: now } : state;
}

export function resumeWalk(state: WalkState, now: number): WalkState {
  if (state.status !== "paused") return state;
  return { ...state, status: "walking", pausedMs: state.pausedMs + (now - (state.pausedAt ?? now)), pausedAt: null };
}

export function finishWalk(state: WalkState, now: number): WalkState {
  if (state.status === "finished") return state;
  const resumed = state.status === "paused" ? resumeWalk(state, now) : state;
  return { ...resumed, status: "finished", finishedAt: now };
}

/** Time spent walking (excluding pauses), ms. */
export function elapsedMs(state: WalkState, now: number): number {
  const end = state.finishedAt ?? (state.pausedAt ?? now);
  return Math.max(0, end - state.startedAt - state.pausedMs);
}

/** Each stop's distance along this walk from its start (a walk may start anywhere). */
export function stopOffsets(route: Route, startAlong: number): number[] {
  const L = route.path.length;
  return route.stops.map((stop) => {
    if (stop.along >= L - 1) {
      // The loop's end: the walk's end if it began there, else wherever it lies.
      const f = route.path.forward(startAlong, 0);
      return f < GEOFENCE || f > L - GEOFENCE ? L : f;
    }
    const f = route.path.forward(startAlong, stop.along);
    // A stop just behind the start counts as reached at the start.
    return f > L - GEOFENCE ? f - L : f;
  });
}

/** How a fix relates to the road, without changing the walk. */
export function judgeFix(route: Route, fix: Fix): FixQuality {
  if (!(fix.accuracy <= POOR_ACCURACY)) return { kind: "poor-accuracy", accuracy: fix.accuracy };
  const p = route.path.project(fix);
  if (p.offset > OFF_ROUTE) return { kind: "off-route", distance: p.offset, direction: compassPoint(bearing(fix, p.point)), nearest: p.point };
  return { kind: "ok", offset: p.offset };
}

/** Applies one position fix to the walk. */
export function applyFix(route: Route, state: WalkState, fix: Fix): { state: WalkState; events: WalkEvent[]; quality: FixQuality } {
  const quality = judgeFix(route, fix);
  if (state.status !== "walking" || quality.kind !== "ok") return { state, events: [], quality };
  const { path } = route;
  const L = path.length;
  const events: WalkEvent[] = [];

  if (state.startAlong === null) {
    const along = path.project(fix).along;
    const next: WalkState = { ...state, startAlong: along, along, rel: 0, progress: 0, lastFixTime: fix.time };
    return { state: withArrivals(route, next, events, false), events, quality };
  }

  const dt = Math.max(0, fix.time - (state.lastFixTime ?? fix.time)) / 1000;
  const reach = MAX_SPEED * dt + fix.accuracy + 60;
  // Near where the walker was first; the whole road only if that finds nothing.
  let proj = path.project(fix, { along: state.along, back: Math.min(reach, 1000), ahead: reach });
  if (proj.offset > OFF_ROUTE) proj = path.project(fix);

  const forward = path.forward(state.along, proj.along);
  const backward = L - forward;
  let delta: number | null = null;
  if (forward <= reach && (forward <= backward || backward > reach)) delta = forward;
  else if (backward <= reach) delta = -backward;

  let pending = state.pending;
  if (delta === null) {
    // Too far, too fast: believe it only when the next fix agrees.
    if (pending && Math.abs(path.delta(pending.along, proj.along)) <= MAX_SPEED * ((fix.time - pending.time) / 1000) + fix.accuracy + 60) {
      const f = path.forward(state.along, proj.along);
      delta = f <= L / 2 ? f : f - L;
      pending = null;
    } else {
      return { state: { ...state, pending: { along: proj.along, time: fix.time } }, events: [], quality };
    }
  } else pending = null;

  const gapMs = state.lastFixTime === null ? 0 : fix.time - state.lastFixTime;
  // Smooth small movements by accuracy; large ones (a gap, a real jump) are taken whole.
  const alpha = Math.abs(delta) > 3 * fix.accuracy ? 1 : Math.min(1, 15 / Math.max(fix.accuracy, 1));
  const rel = state.rel + alpha * delta;
  const along = path.wrap(state.along + alpha * delta);
  const progress = Math.min(L, Math.max(state.progress, rel));
  if (gapMs > GAP_MS) events.push({ type: "gap", ms: gapMs, metres: Math.max(0, progress - state.progress) });
  const next: WalkState = { ...state, rel, along, progress, pending, lastFixTime: fix.time };
  return { state: withArrivals(route, next, events, gapMs > GAP_MS), events, quality };
}

function withArrivals(route: Route, state: WalkState, events: WalkEvent[], afterGap: boolean): WalkState {
  const offsets = stopOffsets(route, state.startAlong ?? 0);
  const reached = new Set(state.reached);
  const newly: string[] = [];
  route.stops.forEach((stop, i) => {
    if (reached.has(stop.id)) return;
    const at = offsets[i]!;
    const near = Math.abs(state.rel - at) <= GEOFENCE;
    const passed = state.progress >= at + GEOFENCE || (at >= route.path.length - GEOFENCE && state.progress >= route.path.length - GEOFENCE);
    if (near || passed) {
      newly.push(stop.id);
      events.push({ type: "arrived", stopId: stop.id, passed: afterGap || (!near && passed) });
    }
  });
  let completed = state.completed;
  if (!completed && state.progress >= route.path.length - GEOFENCE) {
    completed = true;
    events.push({ type: "completed" });
  }
  return newly.length || completed !== state.completed ? { ...state, reached: [...state.reached, ...newly], completed } : state;
}

export interface WalkSummary {
  walked: number;
  left: number;
  percent: number;
  elapsedMs: number;
  /** Estimated time to finish at the walker's own pace (the default pace until it is known), ms. */
  remainingMs: number;
  /** The last stop reached (in walk order) and the next one ahead, with the distance to it. */
  current: RouteStopRef | null;
  next: { stop: RouteStopRef; distance: number } | null;
}

/** What the page shows, derived from the state. */
export function summarize(route: Route, state: WalkState, now: number): WalkSummary {
  const L = route.path.length;
  const walked = Math.min(L, Math.max(0, state.progress));
  const elapsed = elapsedMs(state, now);
  const ownPace = walked > 300 && elapsed > 180_000 ? walked / (elapsed / 1000) : 0;
  const pace = ownPace > 0.2 ? ownPace : DEFAULT_PACE;
  const left = L - walked;
  let current: RouteStopRef | null = null;
  let next: WalkSummary["next"] = null;
  if (state.startAlong !== null) {
    const offsets = stopOffsets(route, state.startAlong);
    const order = route.stops.map((stop, i) => ({ stop, at: offsets[i]! })).sort((a, b) => a.at - b.at);
    const reached = new Set(state.reached);
    for (const o of order) {
      if (reached.has(o.stop.id)) current = o.stop;
      else if (!next) next = { stop: o.stop, distance: Math.max(0, o.at - state.rel) };
    }
  }
  return { walked, left, percent: Math.round((walked / L) * 1000) / 10, elapsedMs: elapsed, remainingMs: (left / pace) * 1000, current, next };
}
