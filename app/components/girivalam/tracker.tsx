import { CircleCheck, Footprints, History, List, Map as MapIcon, Pause, Play, PlayCircle, Square, TriangleAlert, Volume2, VolumeX } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { RouteData } from "~/content/girivalam-schema";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatDistance, KIND_INFO } from "./stop-kind";
import { useWalk } from "./use-walk";

const TrackerMap = lazy(() => import("./tracker-map"));

function clockText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
function durationText(ms: number): string {
  const min = Math.round(ms / 60_000);
  return min >= 60 ? `${Math.floor(min / 60)} h ${min % 60} min` : `${min} min`;
}
const timeOfDay = (t: number) => new Date(t).toLocaleTimeString("en-IN", { hour: "numeric", minute: "2-digit" });

function Stat({ label, value, sub, testId }: { label: string; value: string; sub?: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-3">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 font-serif text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {sub && <dd className="text-sm text-muted-foreground tabular-nums">{sub}</dd>}
    </div>
  );
}

function Alert({ tone = "warn", title, children }: { tone?: "warn" | "info"; title: string; children?: React.ReactNode }) {
  return (
    <div
      role="status"
      className={cn(
        "rounded-xl border p-4",
        tone === "warn" ? "border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50" : "border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950/40 dark:text-blue-50",
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        {tone === "warn" && <TriangleAlert aria-hidden className="h-5 w-5 shrink-0" />}
        {title}
      </p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  );
}

export function Tracker({ data }: { data: RouteData }) {
  const w = useWalk(data);
  const [view, setView] = useState<"map" | "list">("list");
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The map by default on wider screens; the list on phones (and for screen readers, always available).
  useEffect(() => {
    if (window.matchMedia("(min-width: 768px)").matches) setView("map");
  }, []);

  const { walk, summary, quality, availability, preview } = w;
  const active = walk && walk.status !== "finished";
  const reached = new Set(walk?.reached ?? []);
  const canTrack = availability === "ready";

  return (
    <div className="space-y-6" data-tracker-hydrated={hydrated ? "true" : undefined}>
      {/* Controls */}
      <div className="flex flex-wrap items-center gap-3">
        {!active && (
          <button type="button" className={buttonClass("primary", "lg")} onClick={w.actions.start} disabled={!hydrated || !canTrack}>
            <Footprints aria-hidden className="h-5 w-5" /> Start walk
          </button>
        )}
        {active && walk.status === "walking" && (
          <button type="button" className={buttonClass("outline", "lg")} onClick={w.actions.pause}>
            <Pause aria-hidden className="h-5 w-5" /> Pause
          </button>
        )}
        {active && walk.status === "paused" && (
          <button type="button" className={buttonClass("primary", "lg")} onClick={w.actions.resume}>
            <Play aria-hidden className="h-5 w-5" /> Resume
          </button>
        )}
        {active && !confirmFinish && (
          <button type="button" className={buttonClass("outline", "lg")} onClick={() => setConfirmFinish(true)}>
            <Square aria-hidden className="h-5 w-5" /> Finish walk
          </button>
        )}
        {active && confirmFinish && (
          <span className="flex flex-wrap items-center gap-2 rounded-full border border-border px-3 py-1">
            <span className="text-sm">Finish this walk now?</span>
            <button type="button" className={buttonClass("primary", "sm")} onClick={() => (setConfirmFinish(false), w.actions.finish())}>
              Yes, finish
            </button>
            <button type="button" className={buttonClass("ghost", "sm")} onClick={() => setConfirmFinish(false)}>
              Keep walking
            </button>
          </span>
        )}
        <button
          type="button"
          aria-pressed={w.audioOn}
          className={buttonClass("ghost", "lg")}
          onClick={() => w.actions.setAudioOn(!w.audioOn)}
          disabled={!hydrated}
        >
          {w.audioOn ? <Volume2 aria-hidden className="h-5 w-5" /> : <VolumeX aria-hidden className="h-5 w-5" />} Narration {w.audioOn ? "on" : "off"}
        </button>
        {!active && (
          <button type="button" className={buttonClass("ghost", "lg")} onClick={() => w.actions.startPreview(60)} disabled={!hydrated}>
            <PlayCircle aria-hidden className="h-5 w-5" /> Watch a preview walk
          </button>
        )}
        {preview && (
          <button type="button" className={buttonClass("ghost", "lg")} onClick={w.actions.clear}>
            Stop preview
          </button>
        )}
      </div>

      {/* States */}
      {preview && (
        <Alert tone="info" title="Preview: a simulated walk, 60 times faster than life">
          The tracker replays a walk along the road with GPS noise, as your phone would report it. Nothing is saved.
        </Alert>
      )}
      {availability === "insecure" && (
        <Alert title="Location needs a secure connection">Open this page over https to let the tracker follow your position. The route and stops below still work.</Alert>
      )}
      {availability === "unsupported" && (
        <Alert title="This browser cannot share your position">You can still follow the route in the list and map, or watch the preview.</Alert>
      )}
      {availability === "denied" && (
        <Alert title="Location permission is off">
          Allow location for this site in your browser&apos;s site settings (the icon beside the address), then reload the page. Your walk is kept meanwhile.
        </Alert>
      )}
      {w.restored && active && !preview && (
        <Alert tone="info" title="Your walk was restored">
          It was saved on this phone. {walk.status === "paused" ? "Resume when you are ready." : "Tracking continues from your next position."}
        </Alert>
      )}
      {active && walk.status === "walking" && !preview && !w.lastFix && canTrack && <Alert tone="info" title="Finding your position…" />}
      {active && quality?.kind === "poor-accuracy" && (
        <Alert title={`Weak GPS signal (accuracy ${Math.round(quality.accuracy)} m)`}>Waiting for a better fix. Open sky helps; progress is not counted until then.</Alert>
      )}
      {active && quality?.kind === "off-route" && (
        <Alert title={`You are ${quality.distance >= 1000 ? `${(quality.distance / 1000).toFixed(1)} km` : `${Math.round(quality.distance)} m`} from the Girivalam road`}>
          The nearest point of the road is to the {quality.direction}. Progress counts again once you are back on it.
        </Alert>
      )}
      {w.gap && active && <Alert tone="info" title="Welcome back">{w.gap}</Alert>}
      {active && walk.status === "walking" && !preview && w.wakeLock === "unsupported" && (
        <p className="text-sm text-muted-foreground">This browser cannot keep the screen awake: the tracker catches up from your next position when you unlock it.</p>
      )}
      {active && walk.status === "walking" && !preview && w.wakeLock === "on" && <p className="text-sm text-muted-foreground">The screen stays awake while you walk.</p>}

      {/* Progress */}
      {walk && summary && (
        <section aria-labelledby="walk-progress">
          <h2 id="walk-progress" className="font-serif text-2xl font-semibold">
            {walk.status === "finished" ? (walk.completed ? "Girivalam complete" : "Walk finished") : walk.status === "paused" ? "Walk paused" : "Your walk"}
          </h2>
          <div
            role="progressbar"
            aria-label="Distance walked"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={summary.percent}
            aria-valuetext={`${summary.percent}% of the road`}
            className="mt-3 h-3 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${summary.percent}%` }} />
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat label="Walked" value={formatDistance(summary.walked)} testId="walked" />
            <Stat label="Left" value={formatDistance(summary.left)} testId="left" />
            <Stat label="Done" value={`${summary.percent}%`} testId="percent" />
            <Stat label="Elapsed" value={clockText(summary.elapsedMs)} testId="elapsed" />
            {walk.status !== "finished" && (
              <Stat label="Finish at about" value={timeOfDay(w.clock + summary.remainingMs)} sub={`in ${durationText(summary.remainingMs)} at your pace`} />
            )}
            <Stat label="Stops reached" value={`${walk.reached.length} of ${data.stops.length}`} testId="reached-count" />
          </dl>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl border border-border bg-card p-4">
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Last stop</p>
              <p className="mt-1 font-medium" data-testid="current-stop">
                {summary.current?.name ?? "None yet"}
              </p>
            </div>
            <div className="rounded-xl border border-primary/40 bg-card p-4">
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Next stop</p>
              <p className="mt-1 font-medium" data-testid="next-stop">
                {summary.next ? `${summary.next.stop.name}, in ${summary.next.distance >= 1000 ? `${(summary.next.distance / 1000).toFixed(1)} km` : `${Math.round(summary.next.distance)} m`}` : "—"}
              </p>
            </div>
          </div>
          {walk.status === "finished" && (
            <button type="button" className={cn(buttonClass("outline", "md"), "mt-4")} onClick={w.actions.clear}>
              Done
            </button>
          )}
        </section>
      )}
      <p aria-live="polite" className="sr-only">
        {w.arrival ? `${w.arrival.passed ? "Passed" : "Reached"}: ${w.arrival.stops.map((s) => s.name).join(", ")}` : ""}
      </p>

      {/* Map or list */}
      <div role="group" aria-label="View" className="inline-flex rounded-full border border-border p-1">
        {(["map", "list"] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className={cn("inline-flex items-center gap-1 rounded-full px-4 py-1.5 text-sm font-medium", view === v ? "bg-primary text-primary-foreground" : "hover:bg-muted")}
          >
            {v === "map" ? <MapIcon aria-hidden className="h-4 w-4" /> : <List aria-hidden className="h-4 w-4" />} {v === "map" ? "Map" : "List"}
          </button>
        ))}
      </div>
      {view === "map" && hydrated && (
        <Suspense fallback={<div className="h-[60vh] min-h-80 w-full animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />}>
          <TrackerMap data={data} reached={walk?.reached ?? []} fix={w.lastFix} follow={!!active} />
        </Suspense>
      )}
      {view === "list" && (
        <ol className="divide-y divide-border rounded-xl border border-border bg-card" aria-label="The 41 stops in walking order">
          {data.stops.map((s) => {
            const done = reached.has(s.id);
            const isNext = summary?.next?.stop.id === s.id;
            const Icon = KIND_INFO[s.kind].icon;
            return (
              <li key={s.id} className={cn("flex items-start gap-3 p-3", isNext && "bg-primary/5")} aria-current={isNext ? "step" : undefined}>
                <span className={cn("mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums", done ? "bg-green-700 text-white" : "bg-muted")}>
                  {done ? <CircleCheck aria-label="reached" className="h-4 w-4" /> : s.order}
                </span>
                <span className="min-w-0">
                  <span className="font-medium">
                    {done && <span className="sr-only">{s.order}. </span>}
                    {s.name}
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    <Icon aria-hidden className="mr-1 inline h-3.5 w-3.5" />
                    {KIND_INFO[s.kind].label} · {(s.along / 1000).toFixed(1)} km from the Raja Gopuram{isNext ? " · next" : ""}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}

      {/* History */}
      {w.history.length > 0 && (
        <section aria-labelledby="walk-history">
          <h2 id="walk-history" className="flex items-center gap-2 font-serif text-2xl font-semibold">
            <History aria-hidden className="h-5 w-5" /> Your walks on this phone
          </h2>
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
            {w.history.map((h) => (
              <li key={h.startedAt} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                <span>{new Date(h.startedAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" })}</span>
                <span className="tabular-nums">
                  {formatDistance(h.distance)} in {durationText(h.durationMs)}
                  {h.completed ? " · complete" : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
