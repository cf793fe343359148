/** Stay rules (pure): nights between dates, statuses, slugs. The forms' checks are in forms/stays.server.ts. */
import { addDays } from "./calendar/astro";

export const MAX_NIGHTS = 30;
/** How far ahead a stay can be requested (about eighteen months). */
export const BOOKING_HORIZON_DAYS = 540;
export const STAY_STATUSES = ["pending", "confirmed", "declined", "cancelled"] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

/** The nights of a stay: check-in up to the night before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let d = checkIn; d < checkOut && nights.length <= MAX_NIGHTS; d = addDays(d, 1)) nights.push(d);
  return nights;
}

export function slugify(name: string): string {
  return name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
}
