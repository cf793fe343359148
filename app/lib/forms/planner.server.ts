/** Reading a plan's address (the planner's GET form), with zod on the server only. */
import { z } from "zod";
import { addDays } from "~/lib/calendar/astro";
import { calendarDate } from "~/lib/calendar/events";
import { INTEREST_KEYS, MAX_DAYS, type Interest, type PlanRequest } from "~/lib/planner";

const flag = z.enum(["1", "on", "true"]).optional().transform((v) => v !== undefined);

const querySchema = z
  .object({
    from: z.string({ error: "Choose the day you arrive." }).transform((v, ctx) => calendarDate(v) ?? (ctx.addIssue({ code: "custom", message: "The arrival date is not a date the calendar covers." }), z.NEVER)),
    to: z.string({ error: "Choose the day you leave." }).transform((v, ctx) => calendarDate(v) ?? (ctx.addIssue({ code: "custom", message: "The departure date is not a date the calendar covers." }), z.NEVER)),
    elderly: flag,
    children: flag,
    i: z.array(z.enum(INTEREST_KEYS as [Interest, ...Interest[]], { error: "Choose from the interests listed." })).max(INTEREST_KEYS.length).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "The day you leave comes before the day you arrive." });
    else if (addDays(q.from, MAX_DAYS - 1) < q.to) ctx.addIssue({ code: "custom", path: ["to"], message: `The planner plans stays of up to ${MAX_DAYS} days.` });
  });

export type PlanQuery = { ok: true; request: PlanRequest } | { ok: false; errors: Record<string, string> } | { ok: "empty" };

/** Reads a plan's address (?from=…&to=…&elderly=1&i=temple&i=ramana). No dates: the empty form. */
export function parsePlanQuery(params: URLSearchParams): PlanQuery {
  if (!params.has("from") && !params.has("to")) return { ok: "empty" };
  const one = (k: string) => params.get(k) ?? undefined;
  const result = querySchema.safeParse({ from: one("from"), to: one("to"), elderly: one("elderly"), children: one("children"), i: params.has("i") ? params.getAll("i") : undefined });
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, errors };
  }
  const q = result.data;
  // No interest ticked means no preference: plan all of them.
  const interests = q.i && q.i.length > 0 ? INTEREST_KEYS.filter((k) => q.i!.includes(k)) : INTEREST_KEYS;
  return { ok: true, request: { from: q.from, to: q.to, elderly: q.elderly, children: q.children, interests } };
}

