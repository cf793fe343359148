const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
] as const;

/**
 * The countdown's three boxes (spec §4). The server renders a dash, at the
 * same size, until the browser has read the clock (deepam-countdown.enhance.ts
 * fills the [data-unit] boxes), so nothing shifts. `labelByDate` lets the
 * enhancer rewrite the label when it moves the target to the reader's day.
 */
export function CountdownBoxes({ label, tone = "dark", labelByDate }: { label: string; tone?: "dark" | "light"; labelByDate?: boolean }) {
  return (
    <div role="timer" aria-label={label} aria-live="off" data-label-by-date={labelByDate ? "" : undefined} className="flex gap-3">
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
            –
          </span>
          <span className="mt-1 block text-xs font-semibold tracking-wide uppercase opacity-85">{unit}</span>
        </div>
      ))}
    </div>
  );
}
