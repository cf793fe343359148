import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LoopPath } from "./geo";
import { syntheticTrack, type TrackOptions } from "./track";
import { applyFix, finishWalk, GEOFENCE, judgeFix, pauseWalk, resumeWalk, startWalk, summarize, type Fix, type Route, type WalkEvent, type WalkState } from "./walk";

// The real route, as committed.
const geo = JSON.parse(readFileSync("content/girivalam/route.geojson", "utf8"));
const path = new LoopPath(geo.features[0].geometry.coordinates.slice(0, -1).map(([lng, lat]: number[]) => ({ lat, lng })));
const stops = geo.features.slice(1).map((f: { properties: { id: string; name: string; along_m: number } }) => ({
  id: f.properties.id,
  name: f.properties.name,
  along: f.properties.along_m,
}));
const route: Route = { path, stops };
const L = path.length;

function replay(fixes: Fix[], state = startWalk(fixes[0]!.time)) {
  const events: WalkEvent[] = [];
  const progress: number[] = [];
  for (const fix of fixes) {
    const r = applyFix(route, state, fix);
    state = r.state;
    events.push(...r.events);
    progress.push(state.progress);
  }
  return { state, events, progress };
}

const arrivals = (events: WalkEvent[]) => events.filter((e) => e.type === "arrived").map((e) => (e as { stopId: string }).stopId);
const monotonic = (xs: number[]) => xs.every((x, i) => i === 0 || x >= xs[i - 1]!);

function walk(options: TrackOptions) {
  return replay(syntheticTrack(path, options));
}

describe("a clean clockwise walk from the Raja Gopuram", () => {
  const { state, events, progress } = walk({});
  it("ends within 2% of the road's length", () => {
    expect(Math.abs(state.progress - L) / L).toBeLessThan(0.02);
    expect(state.completed).toBe(true);
  });
  it("reaches every stop once, in walking order", () => {
    expect(arrivals(events)).toEqual(stops.map((s: { id: string }) => s.id));
    expect(events.filter((e) => e.type === "completed")).toHaveLength(1);
  });
  it("never runs backwards", () => expect(monotonic(progress)).toBe(true));
});

describe("noisy fixes (20 to 50 m)", () => {
  for (const noise of [20, 35, 50]) {
    it(`±${noise} m: progress never runs backwards, arrivals fire once, and the end is within 2%`, () => {
      const { state, events, progress } = walk({ noise, seed: noise });
      expect(monotonic(progress)).toBe(true);
      const ids = arrivals(events);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(41);
      expect(Math.abs(state.progress - L) / L).toBeLessThan(0.02);
    });
  }
});

describe("jumps", () => {
  it("ignores a single fix thrown 100 m off the road and along it", () => {
    const fixes = syntheticTrack(path, { distance: 3000, noise: 10 });
    const clean = replay(fixes);
    // Throw one fix 150 m ahead along the road (a GPS glitch), one second after the last.
    const i = 200;
    const glitch = { ...path.pointAt(clean.progress[i - 1]! + 150), accuracy: 10, time: fixes[i - 1]!.time + 1000 };
    const jumped = replay([...fixes.slice(0, i), glitch, ...fixes.slice(i).map((f) => ({ ...f, time: f.time + 1000 }))]);
    expect(jumped.progress[i]).toBeLessThanOrEqual(clean.progress[i - 1]! + 20);
    expect(Math.abs(jumped.state.progress - clean.state.progress)).toBeLessThan(30);
  });

  it("accepts a real jump of 100 m once the next fix confirms it", () => {
    const fixes = syntheticTrack(path, { distance: 2000, interval: 1 });
    const i = 500;
    const skipped = [...fixes.slice(0, i), ...fixes.slice(i + 90).map((f) => ({ ...f, time: f.time - 90_000 }))];
    const r = replay(skipped);
    expect(Math.abs(r.state.progress - 2000)).toBeLessThan(30);
  });

  it("does not leap across the loop's join or to another stretch of road", () => {
    const { state } = walk({ startAlong: L - 500, distance: 1000, noise: 30 });
    expect(state.progress).toBeGreaterThan(950);
    expect(state.progress).toBeLessThan(1060);
  });
});

describe("standing still for ten minutes", () => {
  it("adds almost nothing while the walker stands", () => {
    const { progress, state } = walk({ distance: 2500, noise: 30, pauses: [{ at: 1200, seconds: 600 }], seed: 7 });
    expect(monotonic(progress)).toBe(true);
    // The walk is 2.5 km: standing still may add a few metres of noise, never the 660 m of ten minutes' walking.
    expect(state.progress).toBeLessThan(2500 + 60);
    expect(state.progress).toBeGreaterThan(2500 - 60);
  });
});

describe("a walk that starts at stop 20", () => {
  const start = stops[19]!.along;
  const { state, events } = walk({ startAlong: start, noise: 20, seed: 3 });
  it("counts from where the walker began and goes all the way round", () => {
    expect(Math.abs(state.progress - L) / L).toBeLessThan(0.02);
    expect(state.completed).toBe(true);
  });
  it("reaches stop 20 first, then the rest in order round the loop", () => {
    const ids = arrivals(events);
    expect(ids[0]).toBe(stops[19]!.id);
    expect(ids.indexOf("raja-gopuram")).toBeGreaterThan(ids.indexOf("esanya-lingam"));
    expect(new Set(ids).size).toBe(41);
  });
});

describe("a walker who turns back for 500 m", () => {
  const { state, events, progress } = walk({ turnBack: { at: 4000, metres: 500 }, noise: 20, seed: 11 });
  it("is not credited twice for the same road", () => {
    expect(monotonic(progress)).toBe(true);
    expect(Math.abs(state.progress - L) / L).toBeLessThan(0.02);
  });
  it("hears each stop once", () => {
    const ids = arrivals(events);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it("shows the distance to the next stop growing while walking back", () => {
    const fixes = syntheticTrack(path, { distance: 4300, turnBack: { at: 4000, metres: 500 } });
    let s = startWalk(fixes[0]!.time);
    const ahead: number[] = [];
    for (const f of fixes) {
      s = applyFix(route, s, f).state;
      ahead.push(summarize(route, s, f.time).next!.distance);
    }
    const turnIndex = fixes.findIndex((_, i) => i > 0 && s && ahead[i]! > ahead[i - 1]! + 1);
    expect(turnIndex).toBeGreaterThan(0);
  });
});

describe("a walk that ends early", () => {
  it("keeps the distance walked and stops counting", () => {
    const fixes = syntheticTrack(path, { distance: 6000, noise: 20 });
    let { state } = replay(fixes);
    const end = fixes.at(-1)!.time;
    state = finishWalk(state, end);
    expect(state.status).toBe("finished");
    const after = applyFix(route, state, { ...path.pointAt(7000), accuracy: 5, time: end + 60_000 });
    expect(after.state.progress).toBe(state.progress);
    const summary = summarize(route, state, end + 3_600_000);
    expect(summary.walked).toBeGreaterThan(5900);
    expect(summary.walked).toBeLessThan(6100);
    expect(summary.elapsedMs).toBe(end - fixes[0]!.time);
  });
});

describe("a locked screen (no positions for 25 minutes)", () => {
  it("recovers the road walked meanwhile and reports the gap", () => {
    const { state, events } = walk({ distance: 5000, gaps: [{ at: 1000, seconds: 1500 }] });
    const gap = events.find((e) => e.type === "gap") as { ms: number; metres: number };
    expect(gap.ms).toBeGreaterThanOrEqual(1_500_000);
    // 25 minutes at 1.1 m/s along the road, not the straight line.
    expect(gap.metres).toBeGreaterThan(1500);
    expect(Math.abs(state.progress - 5000)).toBeLessThan(30);
    // Stops passed while the phone slept are marked, silently.
    const passed = events.filter((e) => e.type === "arrived" && e.passed);
    expect(passed.length).toBeGreaterThan(0);
  });

  it("counts the road round the hill, not the chord across it", () => {
    // From Sri Ramanasramam to Varuna Lingam: about 5 km of road, though 2.4 km in a straight line.
    const from = stops.find((s: { id: string }) => s.id === "sri-ramanasramam")!.along;
    const to = stops.find((s: { id: string }) => s.id === "varuna-lingam")!.along;
    let s = startWalk(0);
    s = applyFix(route, s, { ...path.pointAt(from), accuracy: 5, time: 0 }).state;
    s = applyFix(route, s, { ...path.pointAt(to), accuracy: 5, time: 90 * 60_000 }).state;
    expect(s.progress).toBeCloseTo(to - from, -1);
  });
});

describe("pause and resume", () => {
  it("ignores fixes while paused and does not count paused time", () => {
    const fixes = syntheticTrack(path, { distance: 1000 });
    let s = startWalk(fixes[0]!.time);
    s = applyFix(route, s, fixes[0]!).state;
    s = pauseWalk(s, fixes[0]!.time + 1000);
    expect(applyFix(route, s, fixes[10]!).state).toBe(s);
    s = resumeWalk(s, fixes[0]!.time + 61_000);
    expect(summarize(route, s, fixes[0]!.time + 121_000).elapsedMs).toBe(61_000);
  });
});

describe("fix quality", () => {
  it("reports poor accuracy and does not move", () => {
    const s = applyFix(route, startWalk(0), { ...path.pointAt(100), accuracy: 250, time: 0 });
    expect(s.quality).toEqual({ kind: "poor-accuracy", accuracy: 250 });
    expect(s.state.startAlong).toBeNull();
  });
  it("gives the distance and direction to the road line when far from it", () => {
    // 600 m due south of the road's point at Agni Lingam (the road runs east-west there).
    const p = path.pointAt(stops[5]!.along);
    const q = judgeFix(route, { lat: p.lat - 600 / 111_320, lng: p.lng, accuracy: 10, time: 0 });
    expect(q.kind).toBe("off-route");
    if (q.kind === "off-route") {
      expect(q.direction).toBe("north");
      expect(q.distance).toBeGreaterThan(500);
      expect(q.distance).toBeLessThan(610);
    }
  });
  it("accepts a fix beside the road", () => {
    expect(judgeFix(route, { ...path.pointAt(3000), accuracy: 15, time: 0 }).kind).toBe("ok");
  });
});

describe("the summary", () => {
  it("shows the next stop and the distance to it, and a finish estimate at the walker's own pace", () => {
    const fixes = syntheticTrack(path, { distance: 3000, speed: 1.4 });
    const { state } = replay(fixes);
    const now = fixes.at(-1)!.time;
    const s = summarize(route, state, now);
    const next = stops.find((st: { along: number }) => st.along > 3000 + GEOFENCE)!;
    expect(s.next?.stop.id).toBe(next.id);
    expect(s.next!.distance).toBeCloseTo(next.along - 3000, -1);
    expect(s.percent).toBeCloseTo((3000 / L) * 100, 0);
    // At 1.4 m/s the remaining ~11 km take about 2 h 13 min.
    expect(s.remainingMs / 60_000).toBeGreaterThan(125);
    expect(s.remainingMs / 60_000).toBeLessThan(140);
  });
  it("survives a round trip through JSON (the walk is saved on the phone)", () => {
    const { state } = walk({ distance: 1500 });
    const restored = JSON.parse(JSON.stringify(state)) as WalkState;
    expect(summarize(route, restored, 0).walked).toBe(summarize(route, state, 0).walked);
  });
});
