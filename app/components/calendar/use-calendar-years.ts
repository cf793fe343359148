import { useEffect, useState } from "react";
import { CALENDAR_YEARS } from "~/lib/calendar/events";
import type { CardEvent } from "./event-card";

/**
 * Calendar events by year on the client: seeded from the page, other years
 * fetched on demand from the prerendered /calendar/{year}.json. A year named
 * in `partial` is seeded with only some of its events (a page carries just
 * the month it shows): it is shown at once and fetched whole when wanted.
 * Returns the events known for the requested years (those still loading are empty).
 */
export function useCalendarYears<E extends CardEvent>(seed: Record<number, E[]>, wanted: readonly number[], partial: readonly number[] = []) {
  const [years, setYears] = useState<Record<number, E[]>>(seed);
  const [whole, setWhole] = useState<ReadonlySet<number>>(() => new Set(Object.keys(seed).map(Number).filter((y) => !partial.includes(y))));
  const missing = wanted.filter((y) => CALENDAR_YEARS.includes(y) && !whole.has(y));
  const key = missing.join(",");

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    for (const year of key.split(",").map(Number)) {
      fetch(`/calendar/${year}.json`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<E[]>) : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((events) => {
          setYears((prev) => ({ ...prev, [year]: events }));
          setWhole((prev) => new Set(prev).add(year));
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== "AbortError") console.error(`calendar: could not load ${year}`, error);
        });
    }
    return () => controller.abort();
  }, [key]);

  return wanted.flatMap((y) => years[y] ?? []);
}
