/**
 * Vite plugin: `virtual:calendar-data` is the calendar of every offered year,
 * computed once when the server bundle is built (and when the dev server or
 * a test first imports it), so no request and no browser runs the engine.
 */
import type { Plugin } from "vite";
import { buildCalendarData } from "../app/content/calendar-data.ts";

const ID = "virtual:calendar-data";
const RESOLVED = `\0${ID}`;

export function calendarData(): Plugin {
  let code: string | undefined;
  return {
    name: "arunachala-calendar-data",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      code ??= `export default ${JSON.stringify(buildCalendarData())};`;
      return code;
    },
  };
}
