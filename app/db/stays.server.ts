/**
 * Stays: houses (managed by admins), stay requests from visitors, and
 * confirmations. Confirming a stay inserts one stay_nights row per night;
 * the table's primary key (house, night) refuses a second confirmed stay on
 * any of those nights, so overlaps are impossible even when two admins confirm
 * at the same moment.
 */
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import { nightsOf } from "~/lib/stays";
import type { HouseInput, StayRequestInput } from "~/lib/forms/stays.server";
import { recordAudit, type Actor } from "./audit.server";
import { newReference } from "./references.server";
import type { Database } from "./database.server";
import { houses, stayNights, stayRequests } from "./schema";
import { saveBySlug } from "./slugged.server";

export function publishedHouses(db: Database) {
  return db.select().from(houses).where(eq(houses.published, true)).orderBy(asc(houses.name));
}

export function allHouses(db: Database) {
  return db.select().from(houses).orderBy(asc(houses.name));
}

export async function houseBySlug(db: Database, slug: string, { includeDrafts = false } = {}) {
  const [house] = await db.select().from(houses).where(eq(houses.slug, slug));
  return house && (house.published || includeDrafts) ? house : null;
}

/** Nights already held by confirmed stays, from `from` (inclusive) to `to` (exclusive). */
export async function heldNights(db: Database, houseId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ night: stayNights.night })
    .from(stayNights)
    .where(and(eq(stayNights.houseId, houseId), gte(stayNights.night, from), lt(stayNights.night, to)))
    .orderBy(asc(stayNights.night));
  return rows.map((r) => r.night);
}

export async function createStayRequest(db: Database, houseId: number, input: StayRequestInput): Promise<string> {
  const reference = newReference("ST");
  await db.insert(stayRequests).values({ reference, houseId, ...input });
  return reference;
}

export async function latestStayRequests(db: Database, limit = 50) {
  return db
    .select({ request: stayRequests, houseName: houses.name })
    .from(stayRequests)
    .innerJoin(houses, eq(houses.id, stayRequests.houseId))
    .orderBy(desc(stayRequests.createdAt), desc(stayRequests.id))
    .limit(limit);
}

export type Decision = "ok" | "missing" | "not-pending" | "overlap";

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === "23505") return true;
  return false;
}

/** Confirms a pending request: holds its nights (refused by the database if any is taken) and records it. */
export async function confirmStay(db: Database, actor: Actor, reference: string): Promise<Decision> {
  try {
    return await db.transaction(async (tx) => {
      const [req] = await tx.select().from(stayRequests).where(eq(stayRequests.reference, reference)).for("update");
      if (!req) return "missing";
      if (req.status !== "pending") return "not-pending";
      await tx.insert(stayNights).values(nightsOf(req.checkIn, req.checkOut).map((night) => ({ houseId: req.houseId, night, stayRequestId: req.id })));
      await tx.update(stayRequests).set({ status: "confirmed", updatedAt: new Date() }).where(eq(stayRequests.id, req.id));
      await recordAudit(tx as unknown as Database, actor, "stay.confirm", `stay_request:${reference}`, { checkIn: req.checkIn, checkOut: req.checkOut });
      return "ok";
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "overlap";
    throw error;
  }
}

export async function declineStay(db: Database, actor: Actor, reference: string): Promise<Decision> {
  return db.transaction(async (tx) => {
    const [req] = await tx.select().from(stayRequests).where(eq(stayRequests.reference, reference)).for("update");
    if (!req) return "missing";
    if (req.status !== "pending") return "not-pending";
    await tx.update(stayRequests).set({ status: "declined", updatedAt: new Date() }).where(eq(stayRequests.id, req.id));
    await recordAudit(tx as unknown as Database, actor, "stay.decline", `stay_request:${reference}`);
    return "ok";
  });
}

/** Creates or updates a house by slug, inside the caller's transaction (the admin form and bulk import). */
export async function upsertHouse(tx: Database, input: HouseInput): Promise<"created" | "updated"> {
  const values = { name: input.name, summary: input.summary, description: input.description, capacity: input.capacity, pricePaise: Math.round(input.priceRupees * 100), amenities: input.amenities, published: input.published };
  const [existing] = await tx.select({ id: houses.id }).from(houses).where(eq(houses.slug, input.slug));
  if (existing) await tx.update(houses).set({ ...values, updatedAt: new Date() }).where(eq(houses.id, existing.id));
  else await tx.insert(houses).values({ slug: input.slug, ...values });
  return existing ? "updated" : "created";
}

/** Creates or updates a house by slug (idempotent), with its audit entry. */
export function saveHouse(db: Database, actor: Actor, input: HouseInput): Promise<"created" | "updated"> {
  return saveBySlug(db, actor, "house", input, (tx) => upsertHouse(tx, input));
}
