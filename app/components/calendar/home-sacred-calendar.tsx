import { useEffect, useState } from "react";
import { todayAt } from "~/lib/calendar/format";
import { CALENDAR_YEARS } from "~/lib/calendar/events";
import type { CardEvent } from "./event-card";
import { SacredCalendar } from "./sacred-calendar";

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * The home page's calendar (an island, decision 0014). The page carries only
 * the events of the build day's month view, enough to render and hydrate it;
 * in the browser the island fetches the whole year of today in Tiruvannamalai
 * (the prerendered /calendar/{year}.json) and then shows today, so months
 * further on have their events too.
 */
export function HomeSacredCalendar({ monthEvents, builtToday }: { monthEvents: CardEvent[]; builtToday: string }) {
  const [view, setView] = useState<{ today: string; seed: Record<number, CardEvent[]> }>({ today: builtToday, seed: { [yearOf(builtToday)]: monthEvents } });
  useEffect(() => {
    const today = todayAt(Date.now());
    const year = yearOf(today);
    if (!CALENDAR_YEARS.includes(year)) return;
    const controller = new AbortController();
    fetch(`/calendar/${year}.json`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<CardEvent[]>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((events) => setView({ today, seed: { [year]: events } }))
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") console.error(`calendar: could not load ${year}`, error);
      });
    return () => controller.abort();
  }, []);
  // A new view (today's, with the whole year) starts the calendar afresh.
  return <SacredCalendar key={`${view.today}:${Object.keys(view.seed).join()}:${view.seed[yearOf(view.today)]?.length ?? 0}`} today={view.today} initialSelected={view.today} seed={view.seed} panelHeadingLevel={3} />;
}
