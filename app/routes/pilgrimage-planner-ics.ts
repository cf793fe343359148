import { SITE_URL } from "~/config/site";
import { planFor } from "~/content/guides/planner.server";
import { planICalendar } from "~/lib/planner-ics";
import { parsePlanQuery } from "~/lib/forms/planner.server";
import type { Route } from "./+types/pilgrimage-planner-ics";

/** /pilgrimage-planner/plan.ics?from=…&to=…: the plan of that address as an iCalendar file. */
export function loader({ request }: Route.LoaderArgs) {
  const query = parsePlanQuery(new URL(request.url).searchParams);
  if (query.ok !== true) {
    const message = query.ok === false ? Object.values(query.errors).join(" ") : "Give the dates of the stay: ?from=YYYY-MM-DD&to=YYYY-MM-DD.";
    return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { from, to } = query.request;
  return new Response(planICalendar(planFor(query.request), SITE_URL), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="arunachala-plan-${from}-to-${to}.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
