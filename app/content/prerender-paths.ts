/** Paths prerendered to static HTML at build (read by react-router.config.ts). */
import { PAGES } from "../config/pages.ts";
import { collectionRoutes } from "./collections/fs.node.ts";
import { CALENDAR_YEARS, EVENT_TYPES } from "../lib/calendar/events.ts";

export function prerenderPaths(): string[] {
  return [...PAGES.filter((p) => p.prerender).map((p) => p.path), ...collectionRoutes().prerender, "/sitemap.xml", "/robots.txt", "/feed.xml", "/girivalam/route.geojson", ...calendarFeedPaths()];
}

/** The calendar's data and feeds for every offered year (see app/content/calendar-feeds.server.ts). */
export function calendarFeedPaths(): string[] {
  return CALENDAR_YEARS.flatMap((y) => [`/calendar/${y}.ics`, `/calendar/${y}.json`, ...EVENT_TYPES.map((t) => `/calendar/${y}/${t}.ics`)]);
}
