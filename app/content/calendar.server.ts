/** The calendar data on the server: every offered year, computed at build (see scripts/calendar-plugin.ts). */
import years from "virtual:calendar-data";
import { CALENDAR_YEARS, type CalendarEvent } from "~/lib/calendar/events";

export function eventsForYear(year: number): CalendarEvent[] {
  return years[year] ?? [];
}

export function allEvents(): CalendarEvent[] {
  return CALENDAR_YEARS.flatMap(eventsForYear);
}

/** Events from one civil date to another, inclusive. */
export function eventsBetween(from: string, to: string): CalendarEvent[] {
  const span = CALENDAR_YEARS.filter((y) => y >= Number(from.slice(0, 4)) && y <= Number(to.slice(0, 4)));
  return span.flatMap(eventsForYear).filter((e) => e.date >= from && e.date <= to);
}

/** Karthigai Deepam dates of every offered year, in order. */
export function deepamDates(): string[] {
  return allEvents()
    .filter((e) => e.type === "festival" && e.title.startsWith("Karthigai Deepam"))
    .map((e) => e.date);
}
