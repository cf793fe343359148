/**
 * iCalendar (RFC 5545) feeds of calendar events, on the `ics` library: each event an all-day VEVENT on
 * its date, CATEGORIES naming its type; except full moons, which are the Girivalam: a timed VEVENT over
 * the Pournami window (in UTC), titled for the walk, with the night or nights to walk in its text. The
 * almanac's Extended entry of a full moon is the same window and is not repeated.
 */
import { createEvents, type EventAttributes } from "ics";
import { addDays } from "./astro";
import type { CalendarEvent } from "./events";
import { eventKey, girivalamText, isFullMoon } from "./query";

const dateArray = (iso: string) => iso.split("-").map(Number) as [number, number, number];

export function eventUid(event: Pick<CalendarEvent, "date" | "type" | "slug">): string {
  return `${event.date}-${eventKey(event)}@arunachala-guide`;
}

const TEMPLE_NOTE = "Times are computed for Tiruvannamalai; the temple announces its own window, which can differ by up to about an hour and a half.";

/** An iCalendar file of the given events; `url` is the page each event links to. */
export function toICalendar(events: readonly CalendarEvent[], calName: string, url: string): string {
  const attributes: EventAttributes[] = events
    .filter((e) => e.type !== "fullMoon" || isFullMoon(e))
    .map((e) => {
      const common = {
        location: "Tiruvannamalai, Tamil Nadu, India",
        categories: [e.type],
        uid: eventUid(e),
        url: `${url}?date=${e.date}`,
        productId: "arunachala-guide/calendar",
        calName,
        transp: "TRANSPARENT" as const,
      };
      if (e.type === "fullMoon" && e.begins && e.ends && e.girivalam) {
        return {
          ...common,
          start: Date.parse(e.begins),
          startInputType: "utc" as const,
          startOutputType: "utc" as const,
          end: Date.parse(e.ends),
          endInputType: "utc" as const,
          endOutputType: "utc" as const,
          title: `Girivalam: ${e.title}`,
          description: `${girivalamText(e.girivalam)}\n${e.time}. ${TEMPLE_NOTE}\n\n${e.description}\n\nRitual to prioritize: ${e.ritual}`,
        };
      }
      return {
        ...common,
        start: dateArray(e.date),
        end: dateArray(addDays(e.date, 1)),
        title: e.title,
        description: `${e.time}\n\n${e.description}\n\nRitual to prioritize: ${e.ritual}${e.sources ? `\n\nSources: ${e.sources.map((s) => s.url).join(" ")}` : ""}`,
      };
    });
  const { error, value } = createEvents(attributes, { productId: "arunachala-guide/calendar", calName });
  if (error || !value) throw error ?? new Error("iCalendar: no output");
  return value;
}
