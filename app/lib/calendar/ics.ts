/**
 * iCalendar (RFC 5545) feeds of calendar events, on the `ics` library: each
 * event an all-day VEVENT on its date, CATEGORIES naming its type.
 */
import { createEvents, type EventAttributes } from "ics";
import { addDays } from "./astro";
import type { CalendarEvent } from "./events";

const dateArray = (iso: string) => iso.split("-").map(Number) as [number, number, number];

export function eventUid(event: Pick<CalendarEvent, "date" | "type">): string {
  return `${event.date}-${event.type}@arunachala-guide`;
}

/** An iCalendar file of the given events; `url` is the page each event links to. */
export function toICalendar(events: readonly CalendarEvent[], calName: string, url: string): string {
  const attributes: EventAttributes[] = events.map((e) => ({
    start: dateArray(e.date),
    end: dateArray(addDays(e.date, 1)),
    title: e.title,
    description: `${e.time}\n\n${e.description}\n\nRitual to prioritize: ${e.ritual}`,
    location: "Tiruvannamalai, Tamil Nadu, India",
    categories: [e.type],
    uid: eventUid(e),
    url: `${url}?date=${e.date}`,
    productId: "arunachala-guide/calendar",
    calName,
    transp: "TRANSPARENT",
  }));
  const { error, value } = createEvents(attributes, { productId: "arunachala-guide/calendar", calName });
  if (error || !value) throw error ?? new Error("iCalendar: no output");
  return value;
}
