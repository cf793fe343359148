/** The site's public origin, fixed at build time from SITE_URL (see app/config/site-url.ts). */
declare const __SITE_URL__: string;

declare module "virtual:calendar-data" {
  const years: Record<number, import("./lib/calendar/events").CalendarEvent[]>;
  export default years;
}

declare module "virtual:client-entries" {
  const entries: import("../scripts/client-entries-plugin").ClientEntries;
  export default entries;
}

declare module "virtual:react-router/inject-hmr-runtime" {}

declare module "virtual:content-paths" {
  /** Every page path the content collections publish (scripts/content-plugin.ts). */
  const paths: string[];
  export default paths;
}
