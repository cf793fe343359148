/**
 * The calendar's data for every year the site offers: 2025 from the fixed
 * data shipped with the product (content/calendar/2025.json, validated), every
 * other year from the engine. Run at build time by the Vite plugin
 * (scripts/calendar-plugin.ts), never in the browser.
 */
import { readFileSync } from "node:fs";
import { CALENDAR_YEARS, type CalendarEvent, computeYearEvents } from "../lib/calendar/events.ts";
import { describeIssues } from "./article-schema.ts";
import { calendarYearSchema } from "./calendar-schema.ts";

export const FIXED_YEAR = 2025;

export function fixedYearEvents(): CalendarEvent[] {
  const parsed = calendarYearSchema.safeParse(JSON.parse(readFileSync("content/calendar/2025.json", "utf8")));
  if (!parsed.success) throw new Error(describeIssues("content/calendar/2025.json", parsed.error));
  return parsed.data;
}

export function buildCalendarData(): Record<number, CalendarEvent[]> {
  return Object.fromEntries(CALENDAR_YEARS.map((y) => [y, y === FIXED_YEAR ? fixedYearEvents() : computeYearEvents(y)]));
}
