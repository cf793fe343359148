/**
 * A Google Calendar "add event" address for one calendar event: all-day, except a full moon,
 * which is the timed Girivalam window. Built on the server (/calendar/event/{date}/{key}/google
 * redirects to it), so the pages carry a short link rather than the event's text twice.
 */
import { addDays } from "./astro";
import type { CalendarEvent } from "./events";
import { girivalamText } from "./query";

const utcStamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export function googleCalendarUrl(event: CalendarEvent, pageUrl: string): string {
  const walk = event.type === "fullMoon" && event.girivalam && event.begins && event.ends ? event.girivalam : undefined;
  const dates = walk ? `${utcStamp(event.begins!)}/${utcStamp(event.ends!)}` : `${event.date.replaceAll("-", "")}/${addDays(event.date, 1).replaceAll("-", "")}`;
  const times = walk ? `${girivalamText(walk)}\n${event.time}` : event.time;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: walk ? `Girivalam: ${event.title}` : event.title,
    dates,
    details: `${times}\n\n${event.description}\n\n${pageUrl}?date=${event.date}`,
    location: "Tiruvannamalai, Tamil Nadu, India",
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
