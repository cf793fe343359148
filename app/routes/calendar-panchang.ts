/** /calendar/panchang/{date}.json: one day's panchang as text, for the calendar's day panel (rendered per request, cached a day). */
import { calendarDate } from "~/lib/calendar/events";
import { panchangOf, panchangText } from "~/lib/calendar/panchang";
import type { Route } from "./+types/calendar-panchang";

export function loader({ params }: Route.LoaderArgs) {
  const date = calendarDate(/^(.+)\.json$/.exec(params.file)?.[1]);
  if (!date) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return Response.json(panchangText(panchangOf(date)), { headers: { "Cache-Control": "public, max-age=86400" } });
}
