/**
 * Reading the calendar on server and client: events of a day, the next full
 * moons, the lamp-festival countdown. Pure, no React.
 */
import { localTime } from "./astro";
import type { CalendarEvent } from "./events";
import { MAHA_DEEPAM_TIME } from "./rules";
import { LIMITS, truncateAtWord } from "../text";

/** Events whose date is the given civil date (spec §4: day, month and year match). */
export function eventsOn<E extends Pick<CalendarEvent, "date">>(events: readonly E[], date: string): E[] {
  return events.filter((e) => e.date === date);
}

export interface FullMoonCard {
  date: string;
  title: string;
  time: string;
  description: string;
}

/** The next full moons dated today or later, first `count`, descriptions cut at 100 characters. */
export function nextFullMoons(events: readonly Pick<CalendarEvent, "date" | "title" | "type" | "time" | "description">[], today: string, count = 3): FullMoonCard[] {
  return events
    .filter((e) => e.type === "fullMoon" && e.date >= today)
    .slice(0, count)
    .map(({ date, title, time, description }) => ({ date, title, time, description: truncateAtWord(description, LIMITS.fullMoonDescription) }));
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
}

/** Days, hours and whole minutes from `now` to `target`; zero once the target is reached. */
export function countdownTo(target: number, now: number): Countdown {
  const minutes = Math.max(0, Math.floor((target - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** The instant of the Maha Deepam lighting (6 PM in Tiruvannamalai) on a festival date. */
export function lampLighting(date: string): number {
  return localTime(date, MAHA_DEEPAM_TIME);
}

/**
 * The Karthigai Deepam a countdown should aim at: the first festival date that
 * is today or later in Tiruvannamalai (so on the festival day itself, after
 * 6 PM, it holds at zero until midnight), or the last one if all are past.
 */
export function nextDeepam(deepamDates: readonly string[], today: string): string | undefined {
  return deepamDates.find((d) => d >= today) ?? deepamDates.at(-1);
}
