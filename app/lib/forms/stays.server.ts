/** The stay request and house forms' rules, checked on the server. */
import { z } from "zod";
import { addDays } from "../calendar/astro";
import { BOOKING_HORIZON_DAYS, MAX_NIGHTS, nightsOf } from "../stays";
import { emailField, indianMobile } from "./fields.server";

/** A real calendar date written YYYY-MM-DD (not 2027-02-30, not month 13). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date.").refine(isCalendarDate, "That date does not exist: please choose it from the calendar.");

/** The stay request form, checked against today (in India) and the house's capacity. */
export function stayRequestSchema(today: string, capacity: number) {
  return z
    .object({
      checkIn: isoDate
        .refine((d) => d >= today, "Check-in cannot be in the past.")
        .refine((d) => d <= addDays(today, BOOKING_HORIZON_DAYS), `Requests are taken up to ${Math.round(BOOKING_HORIZON_DAYS / 30)} months ahead.`),
      checkOut: isoDate,
      guests: z.coerce.number().int("Please give a whole number of guests.").min(1, "At least one guest.").max(capacity, `This house sleeps at most ${capacity}.`),
      name: z.string().trim().min(2, "Please enter your name.").max(100),
      email: emailField(),
      phone: indianMobile,
      message: z.string().trim().max(2000, "Please keep the message under 2,000 characters.").optional().default(""),
    })
    .refine((v) => v.checkOut > v.checkIn, { path: ["checkOut"], message: "Check-out must be after check-in." })
    // Zod runs these even when a date failed above: count nights only between real dates.
    .refine((v) => !isCalendarDate(v.checkIn) || !isCalendarDate(v.checkOut) || nightsOf(v.checkIn, v.checkOut).length <= MAX_NIGHTS, {
      path: ["checkOut"],
      message: `Stays are at most ${MAX_NIGHTS} nights.`,
    });
}
export type StayRequestInput = z.infer<ReturnType<typeof stayRequestSchema>>;

export const houseSchema = z.object({
  name: z.string().trim().min(3, "Please give the house a name.").max(80),
  slug: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens, like mud-house-by-the-tank.").max(80),
  summary: z.string().trim().min(20, "Please write a one-line summary (20 characters or more).").max(200),
  description: z.string().trim().min(80, "Please describe the house (80 characters or more).").max(4000),
  capacity: z.coerce.number("Please give how many guests the house sleeps, as a number.").int("A whole number of guests.").min(1, "At least one guest.").max(20, "At most 20 guests."),
  priceRupees: z.coerce.number("Please give the nightly price in rupees, as a number.").positive("Please give the nightly price in rupees.").max(100000),
  amenities: z.string().trim().max(500).optional().default("").transform((s) => s.split(",").map((a) => a.trim()).filter(Boolean).slice(0, 20)),
  published: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});
export type HouseInput = z.infer<typeof houseSchema>;
