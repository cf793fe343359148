/** zod schema of calendar events: the fixed 2025 data is validated with it at build. */
import { z } from "zod";
import { EVENT_TYPES, type CalendarEvent } from "../lib/calendar/events.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");
const TIME_TEXT = /^(Begins: .+ \| Ends: .+|Twilight period - .+ to .+|Nishita Kaal: .+|Night-long vigil: .+ to .+|Festival: .+)$/;

export const calendarEventSchema = z
  .object({
    date: isoDate,
    title: z.string().min(3).max(80),
    type: z.enum(EVENT_TYPES),
    time: z.string().regex(TIME_TEXT, "one of the spec's time text forms"),
    description: z.string().min(40).max(560),
    ritual: z.string().min(40).max(400),
    begins: z.iso.datetime().optional(),
    ends: z.iso.datetime().optional(),
    girivalam: z
      .object({
        nights: z.array(z.object({ date: isoDate, from: z.iso.datetime(), to: z.iso.datetime(), fromSunset: z.boolean(), toSunrise: z.boolean() }).strict()).min(1).max(2),
        favoured: isoDate,
      })
      .strict()
      .optional(),
    slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/, "lower-case words joined by hyphens").optional(),
    sources: z.array(z.object({ label: z.string().min(3).max(120), url: z.url({ protocol: /^https?$/ }) }).strict()).min(1).optional(),
  })
  .strict()
  .refine((e) => (e.type === "festival" || e.type === "krittika" || e.type === "ramana") === (e.sources !== undefined), {
    message: "festival, Krittika and Ramanasramam events carry their sources; others carry none",
    path: ["sources"],
  }) satisfies z.ZodType<CalendarEvent>;

export const calendarYearSchema = z.array(calendarEventSchema).min(1);
