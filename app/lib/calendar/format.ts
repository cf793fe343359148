/**
 * Formatting of calendar instants and dates in Tiruvannamalai time, without
 * Intl time-zone data: India keeps one fixed offset, so the wall clock is
 * the UTC clock moved by that offset. Pure, used on server and client.
 */
import { TIRUVANNAMALAI, type Place } from "./astro.ts";

const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function wall(instant: number, place: Place): Date {
  return new Date(instant + place.utcOffsetMinutes * 60_000);
}

/** "5:04 AM" */
export function formatClock(instant: number, place: Place = TIRUVANNAMALAI): string {
  const d = wall(instant, place);
  const h = d.getUTCHours();
  return `${h % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "Jan 13" */
export function formatDayMonth(instant: number, place: Place = TIRUVANNAMALAI): string {
  const d = wall(instant, place);
  return `${MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

const parts = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), day: d.getUTCDate(), w: d.getUTCDay() };
};

/** "Monday" for "2026-11-23". */
export function weekdayOf(date: string): string {
  return WEEKDAYS[parts(date).w]!;
}

/** "November 24, 2026" (long month, day, year). */
export function formatLongDate(date: string): string {
  const { y, m, day } = parts(date);
  return `${MONTHS[m]} ${day}, ${y}`;
}

/** "Tuesday, November 24, 2026" */
export function formatFullDate(date: string): string {
  return `${weekdayOf(date)}, ${formatLongDate(date)}`;
}

/** "November 2026" for a "YYYY-MM" or "YYYY-MM-DD" string. */
export function formatMonthYear(date: string): string {
  const { y, m } = parts(date.length === 7 ? `${date}-01` : date);
  return `${MONTHS[m]} ${y}`;
}

/** Today's civil date at a place ("YYYY-MM-DD"). */
export function todayAt(now: number, place: Place = TIRUVANNAMALAI): string {
  return wall(now, place).toISOString().slice(0, 10);
}

/** "Tue, Dec 2" for a civil date. */
export function formatShortDate(date: string): string {
  const { m, day, w } = parts(date);
  return `${WEEKDAYS[w]!.slice(0, 3)}, ${MONTHS_SHORT[m]} ${day}`;
}
