/**
 * Calendar data and feeds for every offered year (prerendered):
 *   /calendar/{year}.ics         all events of the year (iCalendar)
 *   /calendar/{year}.json        the same as JSON, for the calendar widgets
 *   /calendar/{year}/{type}.ics  one event type of the year
 *   /calendar/event/{date}/{key}.ics   one event, for "Add to calendar", by its slug or type (rendered per request)
 *   /calendar/event/{date}/{key}/google   a redirect to Google Calendar's "add event" for that event
 */
import { SITE, SITE_URL } from "~/config/site";
import { CALENDAR_YEARS, EVENT_TYPES, type CalendarEvent, type EventType } from "~/lib/calendar/events";
import { googleCalendarUrl } from "~/lib/calendar/google-calendar";
import { toICalendar } from "~/lib/calendar/ics";
import { eventKey } from "~/lib/calendar/query";
import { TYPE_INFO } from "~/lib/calendar/types";
import { eventsForYear } from "./calendar.server";

const CALENDAR_PAGE = `${SITE_URL}/spiritual-calendars`;
const HOUR = "public, max-age=3600";

function ics(events: readonly CalendarEvent[], name: string, cache = HOUR, filename?: string): Response {
  const headers: Record<string, string> = { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": cache };
  if (filename) headers["Content-Disposition"] = `attachment; filename="${filename}"`;
  return new Response(toICalendar(events, name, CALENDAR_PAGE), { headers });
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

const yearOf = (text: string | undefined) => {
  const year = Number(text);
  return CALENDAR_YEARS.includes(year) ? year : undefined;
};
/**
 * The event type a feed's file names. Case is ignored: the site's paths are
 * lower-case (the redirect table sends /calendar/event/…/fullMoon.ics to
 * …/fullmoon.ics), so "fullmoon.ics" must find the full moons.
 */
const typeOf = (file: string) => {
  const type = /^([a-zA-Z]+)\.ics$/.exec(file)?.[1]?.toLowerCase();
  return EVENT_TYPES.find((t) => t.toLowerCase() === type);
};

/** /calendar/{year}.ics and /calendar/{year}.json */
export function yearFeed(file: string): Response {
  const [, y, ext] = /^(\d{4})\.(ics|json)$/.exec(file) ?? [];
  const year = yearOf(y);
  if (!year) return notFound();
  if (ext === "json") return Response.json(eventsForYear(year), { headers: { "Cache-Control": HOUR } });
  return ics(eventsForYear(year), `${SITE.name}: sacred calendar ${year}`);
}

/** /calendar/{year}/{type}.ics */
export function typeFeed(yearText: string, file: string): Response {
  const year = yearOf(yearText);
  const type: EventType | undefined = typeOf(file);
  if (!year || !type) return notFound();
  return ics(
    eventsForYear(year).filter((e) => e.type === type),
    `${SITE.name}: ${TYPE_INFO[type].label} ${year}`,
  );
}

/** The event of that date with that key: its slug, else the first of that type (keys are matched in any case). */
function findEvent(date: string, key: string): CalendarEvent | undefined {
  const year = /^\d{4}-\d{2}-\d{2}$/.test(date) ? yearOf(date.slice(0, 4)) : undefined;
  if (!year || !/^[a-zA-Z]+(?:-[a-z]+)*$/.test(key)) return undefined;
  const onDate = eventsForYear(year).filter((e) => e.date === date);
  return onDate.find((e) => e.slug === key) ?? onDate.find((e) => e.type.toLowerCase() === key.toLowerCase());
}

/** /calendar/event/{date}/{key}.ics */
export function eventFeed(date: string, file: string): Response {
  const key = /^(.+)\.ics$/.exec(file)?.[1];
  const event = key === undefined ? undefined : findEvent(date, key);
  if (!event) return notFound();
  return ics([event], event.title, "public, max-age=86400", `${date}-${eventKey(event)}.ics`);
}

/** /calendar/event/{date}/{key}/google: to Google Calendar's "add event" page, filled in (the target is always Google's). */
export function googleRedirect(date: string, key: string): Response {
  const event = findEvent(date, key);
  if (!event) return notFound();
  return new Response(null, { status: 302, headers: { Location: googleCalendarUrl(event, CALENDAR_PAGE), "Cache-Control": "public, max-age=86400" } });
}
