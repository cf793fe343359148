/**
 * The tracker's browser side: follows the phone's position while a walk is
 * on, feeds each fix to the pure walk logic (app/lib/girivalam/walk.ts), and
 * acts on its events (notice, narration, vibration), keeps the screen awake,
 * saves the walk on the phone and restores it. A preview replays a
 * synthetic walk through the same logic, at speed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { RouteData, Stop } from "~/content/girivalam-schema";
import { LoopPath } from "~/lib/girivalam/geo";
import { syntheticTrack } from "~/lib/girivalam/track";
import {
  applyFix, finishWalk, pauseWalk, resumeWalk, startWalk, summarize,
  type Fix, type FixQuality, type Route, type WalkEvent, type WalkState,
} from "~/lib/girivalam/walk";
import { notify } from "~/lib/notify";
import { addToHistory, loadAudioOn, loadHistory, loadWalk, saveAudioOn, saveWalk, type PastWalk } from "./walk-storage";

export type Availability = "checking" | "ready" | "unsupported" | "insecure" | "denied";

export interface Arrival {
  stops: Stop[];
  passed: boolean;
  at: number;
}

function formatGap(ms: number): string {
  const min = Math.round(ms / 60_000);
  return min >= 60 ? `${Math.floor(min / 60)} h ${min % 60} min` : `${min} min`;
}

/** Preview: fixes every 5 s of walking, replayed `speed` times faster than life. */
const PREVIEW_INTERVAL = 5;
const PREVIEW_TICK = 250;

export function useWalk(data: RouteData) {
  const route: Route = useMemo(
    () => ({
      path: new LoopPath(data.vertices.map(([lat, lng]) => ({ lat, lng }))),
      stops: data.stops.map((s) => ({ id: s.id, name: s.name, along: s.along })),
    }),
    [data],
  );
  const stopsById = useMemo(() => new Map(data.stops.map((s) => [s.id, s])), [data]);

  const [walk, setWalk] = useState<WalkState | null>(null);
  const [quality, setQuality] = useState<FixQuality | null>(null);
  const [lastFix, setLastFix] = useState<Fix | null>(null);
  const [availability, setAvailability] = useState<Availability>("checking");
  const [audioOn, setAudioOnState] = useState(false);
  const [wakeLock, setWakeLock] = useState<"on" | "unsupported" | "off">("off");
  const [gap, setGap] = useState<string | null>(null);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const [history, setHistory] = useState<PastWalk[]>([]);
  const [preview, setPreview] = useState<{ speed: number } | null>(null);
  const [restored, setRestored] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const walkRef = useRef<WalkState | null>(null);
  const audioOnRef = useRef(false);
  const previewRef = useRef<{ fixes: Fix[]; index: number } | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const queueRef = useRef<string[]>([]);

  // What this browser can do, and the walk saved on the phone.
  useEffect(() => {
    if (!window.isSecureContext) setAvailability("insecure");
    else if (!("geolocation" in navigator)) setAvailability("unsupported");
    else setAvailability("ready");
    const on = loadAudioOn();
    audioOnRef.current = on;
    setAudioOnState(on);
    setHistory(loadHistory());
    const saved = loadWalk();
    if (saved && saved.status !== "finished") {
      walkRef.current = saved;
      setWalk(saved);
      setRestored(true);
    }
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((p) => {
        if (p.state === "denied") setAvailability((a) => (a === "ready" ? "denied" : a));
      })
      .catch(() => {});
  }, []);

  // Narrations play one after another when several stops come close together.
  const playNext = useCallback(function next() {
    const src = queueRef.current.shift();
    if (!src) return;
    audioRef.current ??= new Audio();
    const audio = audioRef.current;
    audio.onended = next;
    audio.src = src;
    audio.play().catch(() => {
      queueRef.current = [];
    });
  }, []);

  const onEvents = useCallback(
    (events: WalkEvent[], at: number) => {
      const arrived = events.filter((e): e is Extract<WalkEvent, { type: "arrived" }> => e.type === "arrived");
      const gapEvent = events.find((e): e is Extract<WalkEvent, { type: "gap" }> => e.type === "gap");
      if (gapEvent) {
        const text = `Positions were missing for ${formatGap(gapEvent.ms)} (the screen was probably locked). Progress was recovered along the road: ${(gapEvent.metres / 1000).toFixed(2)} km.`;
        setGap(text);
        void notify("Back on the road", { description: text });
      }
      if (arrived.length) {
        const stops = arrived.map((e) => stopsById.get(e.stopId)!).filter(Boolean);
        const live = arrived.filter((e) => !e.passed).map((e) => stopsById.get(e.stopId)!);
        setArrival({ stops, passed: live.length === 0, at });
        if (live.length) {
          const last = live[live.length - 1]!;
          void notify(`Reached: ${live.map((s) => s.name).join(", ")}`, { description: last.significance.slice(0, 140) + (last.significance.length > 140 ? "…" : "") });
          navigator.vibrate?.([200, 100, 200]);
          if (audioOnRef.current) {
            const wasIdle = queueRef.current.length === 0 && (!audioRef.current || audioRef.current.paused);
            queueRef.current.push(...live.map((s) => s.audioClip));
            if (wasIdle) playNext();
          }
        } else if (stops.length) {
          void notify(`Passed while positions were missing: ${stops.length} stop${stops.length > 1 ? "s" : ""}`, { description: stops.map((s) => s.name).join(", ") });
        }
      }
      if (events.some((e) => e.type === "completed")) void notify("Girivalam complete", { description: "You have come all the way round the hill." });
    },
    [stopsById, playNext],
  );

  const handleFix = useCallback(
    (fix: Fix) => {
      setLastFix(fix);
      const current = walkRef.current;
      if (!current) return;
      const r = applyFix(route, current, fix);
      setQuality(r.quality);
      if (r.state !== current) {
        walkRef.current = r.state;
        setWalk(r.state);
      }
      if (r.events.length) onEvents(r.events, fix.time);
    },
    [route, onEvents],
  );

  const walking = walk?.status === "walking" && !preview;

  // Follow the phone's position while walking.
  useEffect(() => {
    if (!walking || availability !== "ready") return;
    const toFix = (p: GeolocationPosition): Fix => ({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy, time: p.timestamp || Date.now() });
    const onError = (e: GeolocationPositionError) => {
      if (e.code === e.PERMISSION_DENIED) setAvailability("denied");
    };
    const id = navigator.geolocation.watchPosition((p) => handleFix(toFix(p)), onError, { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 });
    // Browsers stop reporting while the screen is locked: on waking, ask for a fresh fix at once.
    const onVisible = () => {
      if (document.visibilityState === "visible") navigator.geolocation.getCurrentPosition((p) => handleFix(toFix(p)), onError, { enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      navigator.geolocation.clearWatch(id);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [walking, availability, handleFix]);

  // Keep the screen awake while walking, where the browser allows it.
  useEffect(() => {
    if (!walking) return;
    if (!("wakeLock" in navigator)) {
      setWakeLock("unsupported");
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock
        .request("screen")
        .then((s) => {
          if (cancelled) return void s.release();
          sentinel = s;
          setWakeLock("on");
          s.addEventListener("release", () => setWakeLock("off"));
        })
        .catch(() => setWakeLock("off"));
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", acquire);
      void sentinel?.release();
      setWakeLock("off");
    };
  }, [walking]);

  // Save the walk on the phone at every change (never the preview).
  useEffect(() => {
    if (!preview && walk) saveWalk(walk);
  }, [walk, preview]);

  // The clock for elapsed time.
  useEffect(() => {
    if (!walking) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [walking]);

  // The preview's replay.
  useEffect(() => {
    if (!preview) return;
    const perTick = Math.max(1, Math.round((preview.speed * PREVIEW_TICK) / 1000 / PREVIEW_INTERVAL));
    const id = window.setInterval(() => {
      const p = previewRef.current;
      if (!p) return;
      for (let k = 0; k < perTick && p.index < p.fixes.length; k++) handleFix(p.fixes[p.index++]!);
      if (p.index >= p.fixes.length) window.clearInterval(id);
    }, PREVIEW_TICK);
    return () => window.clearInterval(id);
  }, [preview, handleFix]);

  const set = (next: WalkState | null) => {
    walkRef.current = next;
    setWalk(next);
  };

  const actions = {
    start() {
      setPreview(null);
      setGap(null);
      setArrival(null);
      setQuality(null);
      setRestored(false);
      set(startWalk(Date.now()));
      setNow(Date.now());
    },
    pause() {
      if (walkRef.current) set(pauseWalk(walkRef.current, Date.now()));
    },
    resume() {
      if (walkRef.current) set(resumeWalk(walkRef.current, Date.now()));
    },
    finish() {
      const current = walkRef.current;
      if (!current) return;
      const end = preview ? (lastFix?.time ?? Date.now()) : Date.now();
      const done = finishWalk(current, end);
      if (!preview) {
        const s = summarize(route, done, end);
        setHistory(addToHistory({ startedAt: done.startedAt, durationMs: s.elapsedMs, distance: Math.round(s.walked), completed: done.completed }));
        saveWalk(null);
      }
      set(done);
    },
    /** Leaves the summary of a finished walk (or a preview) for a fresh start screen. */
    clear() {
      setPreview(null);
      previewRef.current = null;
      set(null);
      setLastFix(null);
      setQuality(null);
      setArrival(null);
      setGap(null);
    },
    startPreview(speed = 60) {
      const fixes = syntheticTrack(route.path, { noise: 15, interval: PREVIEW_INTERVAL, seed: 41, startTime: Date.now() });
      previewRef.current = { fixes, index: 0 };
      setGap(null);
      setArrival(null);
      setRestored(false);
      set(startWalk(fixes[0]!.time));
      setPreview({ speed });
    },
    setAudioOn(on: boolean) {
      audioOnRef.current = on;
      setAudioOnState(on);
      saveAudioOn(on);
      if (!on) {
        queueRef.current = [];
        audioRef.current?.pause();
      }
    },
  };

  const clock = preview ? (lastFix?.time ?? walk?.startedAt ?? now) : now;
  const summary = walk ? summarize(route, walk, walk.status === "walking" ? clock : (walk.finishedAt ?? walk.pausedAt ?? clock)) : null;
  return { route, walk, summary, quality, lastFix, availability, audioOn, wakeLock, gap, arrival, history, preview, restored, clock, actions };
}
