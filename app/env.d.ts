/** The site's public origin, fixed at build time from SITE_URL (see app/config/site-url.ts). */
declare const __SITE_URL__: string;

declare module "virtual:calendar-data" {
  const years: Record<number, import("./lib/calendar/events").CalendarEvent[]>;
  export default years;
}
