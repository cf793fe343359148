import { useEffect, useState } from "react";
import { todayAt } from "~/lib/calendar/format";
import type { CardEvent } from "./event-card";
import { SacredCalendar } from "./sacred-calendar";

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * The home page's calendar (an island, decision 0014). The page carries only
 * the events of the build day's month view, enough to render and hydrate it;
 * in the browser it moves to today in Tiruvannamalai, and the whole year
 * comes from the prerendered /calendar/{year}.json.
 */
/** The build day's events in full; the month's other days as markers (date, title, type), their texts fetched on waking. */
export type MonthEvent = CardEvent | Pick<CardEvent, "date" | "title" | "type">;

export function HomeSacredCalendar({ monthEvents, builtToday }: { monthEvents: MonthEvent[]; builtToday: string }) {
  const [today, setToday] = useState(builtToday);
  useEffect(() => setToday(todayAt(Date.now())), []);
  const year = yearOf(builtToday);
  return <SacredCalendar key={today} today={today} initialSelected={today} seed={{ [year]: monthEvents.map((e) => ({ time: "", description: "", ...e })) }} partialYears={[year]} panelHeadingLevel={3} />;
}
