/** A plan as an iCalendar file: each day an all-day event listing its items; the full-moon walk a timed event over its night. */
import { createEvents, type EventAttributes } from "ics";
import { addDays } from "./calendar/astro";
import { PART_LABEL, planSearch, type Plan } from "./planner";

const dateArray = (iso: string) => iso.split("-").map(Number) as [number, number, number];

export function planICalendar(plan: Plan, siteUrl: string): string {
  const url = `${siteUrl}/pilgrimage-planner${planSearch(plan.request)}`;
  const common = { location: "Tiruvannamalai, Tamil Nadu, India", productId: "arunachala-guide/planner", url, transp: "TRANSPARENT" as const };
  const attributes: EventAttributes[] = [];
  plan.days.forEach((day, n) => {
    const lines = day.items.map((i) => `${PART_LABEL[i.part]}: ${i.title}. ${i.text}${i.notes.length ? ` ${i.notes.join(" ")}` : ""}`);
    attributes.push({
      ...common,
      uid: `plan-${plan.request.from}-${plan.request.to}-day-${n + 1}@arunachala-guide`,
      start: dateArray(day.date),
      end: dateArray(addDays(day.date, 1)),
      title: `Arunachala, day ${n + 1}: ${day.items.map((i) => i.title).join("; ")}`,
      description: `${lines.join("\n\n")}\n\nThe whole plan: ${url}`,
    });
    for (const item of day.items.filter((i) => i.window)) {
      attributes.push({
        ...common,
        uid: `plan-${plan.request.from}-${plan.request.to}-walk-${day.date}@arunachala-guide`,
        start: Date.parse(item.window!.start),
        startInputType: "utc",
        startOutputType: "utc",
        end: Date.parse(item.window!.end),
        endInputType: "utc",
        endOutputType: "utc",
        title: item.title,
        description: item.text,
      });
    }
  });
  const { error, value } = createEvents(attributes, { productId: "arunachala-guide/planner", calName: "Arunachala pilgrimage plan" });
  if (error || !value) throw error ?? new Error("iCalendar: no output");
  return value;
}
