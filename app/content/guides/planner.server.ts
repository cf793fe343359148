/** The planner's server side: the calendar events a plan needs, and the names of the sacred days' kinds. */
import { eventsBetween } from "~/content/calendar.server";
import { addDays } from "~/lib/calendar/astro";
import { TYPE_INFO } from "~/lib/calendar/types";
import { makePlan, type PlanRequest } from "~/lib/planner";

/** The plan for a request: the events of the stay, the day either side and the two months after (for the next full moon). */
export function planFor(request: PlanRequest) {
  const plan = makePlan(request, eventsBetween(addDays(request.from, -1), addDays(request.to, 62)));
  return { ...plan, days: plan.days.map((d) => ({ ...d, kept: d.kept.map((k) => ({ ...k, label: TYPE_INFO[k.type].label })) })) };
}
