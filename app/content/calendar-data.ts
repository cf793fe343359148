/**
 * The calendar's data for every year the site offers, computed by the engine and checked against the
 * event schema. Run at build time by the Vite plugin (scripts/calendar-plugin.ts), never in the
 * browser. (2025 used to ship as fixed data; content/calendar/2025.json is now a test fixture that
 * the engine reproduces, with the differences the corrected rules make listed in engine.test.ts.)
 */
import { CALENDAR_YEARS, type CalendarEvent, computeYearEvents } from "../lib/calendar/events.ts";
import { describeIssues } from "./article-schema.ts";
import { calendarYearSchema } from "./calendar-schema.ts";

export function buildCalendarData(): Record<number, CalendarEvent[]> {
  return Object.fromEntries(
    CALENDAR_YEARS.map((year) => {
      const parsed = calendarYearSchema.safeParse(computeYearEvents(year));
      if (!parsed.success) throw new Error(describeIssues(`calendar ${year}`, parsed.error));
      return [year, parsed.data];
    }),
  );
}
