/**
 * The lamp-festival countdown without React (an enhanced island, decision
 * 0014): days, hours and minutes to 6 PM in Tiruvannamalai on the next
 * Karthigai Deepam of `dates` (spec §4), recomputed at load and every 60
 * seconds, holding at zero once the lamp is lit. The target is chosen once, at
 * load. It fills the boxes of <CountdownBoxes> and, where present, the year,
 * the date, the timer's label and a [data-deepam-lit] note shown at zero.
 */
import { formatFullDate, todayAt } from "~/lib/calendar/format";
import { countdownTo, lampLighting, nextDeepam } from "~/lib/calendar/query";

export function countdownLabel(date: string): string {
  return `Countdown to the Maha Deepam on ${formatFullDate(date)}, 6 PM in Tiruvannamalai`;
}

const UNITS = ["days", "hours", "minutes"] as const;

export function enhance(el: HTMLElement, { dates }: { dates: string[] }): () => void {
  const date = nextDeepam(dates, todayAt(Date.now()));
  if (!date) return () => {};
  for (const year of el.querySelectorAll("[data-deepam-year]")) year.textContent = date.slice(0, 4);
  for (const time of el.querySelectorAll<HTMLTimeElement>("time[data-deepam-date]")) {
    time.dateTime = date;
    time.textContent = formatFullDate(date);
  }
  const timer = el.querySelector('[role="timer"]');
  if (timer?.hasAttribute("data-label-by-date")) timer.setAttribute("aria-label", countdownLabel(date));
  const at = lampLighting(date);
  const tick = () => {
    const value = countdownTo(at, Date.now());
    for (const unit of UNITS) {
      const box = el.querySelector(`[data-unit="${unit}"]`);
      if (box) box.textContent = String(value[unit]);
    }
    const lit = value.days + value.hours + value.minutes === 0;
    for (const note of el.querySelectorAll<HTMLElement>("[data-deepam-lit]")) note.hidden = !lit;
  };
  tick();
  const id = window.setInterval(tick, 60_000);
  return () => window.clearInterval(id);
}
