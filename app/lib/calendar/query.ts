/**
 * Reading the calendar on server and client: events of a day, the next full
 * moons, the lamp-festival countdown. Pure, no React.
 */
import { localTime } from "./astro";
import type { CalendarEvent, Girivalam } from "./events";
import { formatClock, formatDayMonth, formatShortDate } from "./format";
import { MAHA_DEEPAM_TIME } from "./rules";
import { LIMITS, truncateAtWord } from "../text";

/** Events whose date is the given civil date (spec §4: day, month and year match). */
export function eventsOn<E extends Pick<CalendarEvent, "date">>(events: readonly E[], date: string): E[] {
  return events.filter((e) => e.date === date);
}

export interface FullMoonCard {
  /** The favoured night to walk (the evening's civil date). */
  date: string;
  /** The last night on which it can be walked (the favoured night or the one after). */
  lastNight: string;
  title: string;
  time: string;
  description: string;
  /** Which night or nights to walk, with times: girivalamText. */
  walk: string;
}

type FullMoonEvent = Pick<CalendarEvent, "date" | "title" | "type" | "time" | "description" | "girivalam">;

/** The night to walk for a full moon: the favoured Girivalam night, else (older data) its date. */
export function walkingNight(event: Pick<CalendarEvent, "date" | "girivalam">): string {
  return event.girivalam?.favoured ?? event.date;
}

/**
 * The next full moons whose walking night is tonight or later, first `count`, descriptions cut at 100
 * characters; one card per full moon (not the almanac's Extended entry), dated by the night to walk.
 */
export function nextFullMoons(events: readonly FullMoonEvent[], today: string, count = 3): FullMoonCard[] {
  return events
    .filter((e) => isFullMoon(e) && lastNight(e) >= today)
    .slice(0, count)
    .map((e) => ({ date: walkingNight(e), lastNight: lastNight(e), title: e.title, time: e.time, description: truncateAtWord(e.description, LIMITS.fullMoonDescription), walk: e.girivalam ? girivalamText(e.girivalam) : "" }));
}

/** The almanac's Extended entry: a Pournami or Amavasya still in force at the next sunrise, listed again on that day. */
export function isExtendedEntry(e: Pick<CalendarEvent, "title">): boolean {
  return e.title.endsWith("(Extended)");
}

/** A full moon's own entry, not the almanac's Extended entry for the same Pournami. */
export function isFullMoon(e: Pick<CalendarEvent, "type" | "title">): boolean {
  return e.type === "fullMoon" && !isExtendedEntry(e);
}

/** The last night on which a full moon can be walked. */
export function lastNight(e: Pick<CalendarEvent, "date" | "girivalam">): string {
  return e.girivalam?.nights.at(-1)?.date ?? e.date;
}

/**
 * Which night to walk, in words: "Walk on the night of Mon, Nov 23: from 11:43 PM, when Pournami
 * begins, until sunrise (6:15 AM, Nov 24)." When the tithi is in force on two nights, both, and which
 * it covers longer.
 */
export function girivalamText(g: Girivalam): string {
  const night = (n: Girivalam["nights"][number]) => {
    const from = Date.parse(n.from);
    const to = Date.parse(n.to);
    const start = n.fromSunset ? `from sunset (${formatClock(from)})` : `from ${formatClock(from)}, when Pournami begins,`;
    const end = n.toSunrise ? `until sunrise (${formatClock(to)}, ${formatDayMonth(to)})` : `until ${formatClock(to)}, ${formatDayMonth(to)}, when it ends`;
    return `${start} ${end}`;
  };
  if (g.nights.length === 1) return `Walk on the night of ${formatShortDate(g.nights[0]!.date)}: ${night(g.nights[0]!)}.`;
  const [a, b] = g.nights as [Girivalam["nights"][number], Girivalam["nights"][number]];
  return `Pournami is in force on two nights: ${formatShortDate(a.date)}, ${night(a)}; and ${formatShortDate(b.date)}, ${night(b)}. The night of ${formatShortDate(g.favoured)} holds more of it.`;
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

/** What names an event within its date: its slug (festivals, several of which can share a date), else its type. */
export function eventKey(event: Pick<CalendarEvent, "type" | "slug">): string {
  return event.slug ?? event.type;
}

/** The event's own links, in the site's lower-case paths: its iCalendar file, and the redirect to Google Calendar's "add event". */
export function eventLink(event: Pick<CalendarEvent, "date" | "type" | "slug">, kind: "ics" | "google"): string {
  const base = `/calendar/event/${event.date}/${eventKey(event).toLowerCase()}`;
  return kind === "ics" ? `${base}.ics` : `${base}/google`;
}
