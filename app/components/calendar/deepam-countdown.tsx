import { useEffect, useState } from "react";
import { todayAt } from "~/lib/calendar/format";
import { countdownTo, lampLighting, nextDeepam, type Countdown } from "~/lib/calendar/query";

/**
 * Days, hours and minutes to 6 PM in Tiruvannamalai on a Karthigai Deepam
 * (spec §4): recomputed at load and every 60 seconds, holding at zero once the
 * lamp is lit. The target is chosen once, at load: `target` if given (a fixed
 * festival), else the next festival date from `dates`. Before the clock is
 * read in the browser the boxes show a dash, at the same size, so nothing shifts.
 */
export function useDeepamCountdown(options: { target?: string; dates?: readonly string[] }) {
  const [state, setState] = useState<{ date: string; value: Countdown } | null>(null);
  const { target, dates } = options;
  useEffect(() => {
    const date = target ?? nextDeepam(dates ?? [], todayAt(Date.now()));
    if (!date) return;
    const at = lampLighting(date);
    const tick = () => setState({ date, value: countdownTo(at, Date.now()) });
    tick();
    const id = window.setInterval(tick, 60_000);
    return () => window.clearInterval(id);
    // The target is fixed at load (spec: after it passes the countdown stays at zero).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
] as const;

export function CountdownBoxes({ value, label, tone = "dark" }: { value: Countdown | undefined; label: string; tone?: "dark" | "light" }) {
  return (
    <div role="timer" aria-label={label} aria-live="off" className="flex gap-3">
      {UNITS.map(([key, unit]) => (
        <div
          key={key}
          className={
            tone === "dark"
              ? "w-20 rounded-xl bg-black/35 px-2 py-3 text-center ring-1 ring-white/25 backdrop-blur-sm sm:w-24"
              : "w-20 rounded-xl bg-card px-2 py-3 text-center ring-1 ring-border sm:w-24"
          }
        >
          <span className="block font-serif text-3xl leading-none font-semibold tabular-nums sm:text-4xl" data-unit={key}>
            {value ? value[key] : "–"}
          </span>
          <span className="mt-1 block text-xs font-semibold tracking-wide uppercase opacity-85">{unit}</span>
        </div>
      ))}
    </div>
  );
}
