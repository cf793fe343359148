/**
 * Writes a checked import: every row in one transaction (all or nothing),
 * each matched by slug (so importing the same file twice changes nothing new),
 * with one audit entry for the whole import.
 */
import { eq } from "drizzle-orm";
import type { ParsedImport } from "~/lib/bulk-import.server";
import type { ListingInput } from "~/lib/property";
import type { HouseInput } from "~/lib/stays";
import { recordAudit, type Actor } from "./audit.server";
import type { Database } from "./database.server";
import { listingValues } from "./property.server";
import { houses, listings } from "./schema";

export class ImportHasErrors extends Error {}

export async function runImport(db: Database, actor: Actor, parsed: ParsedImport, hooks: { afterRow?: (index: number) => Promise<void> } = {}) {
  if (parsed.fileErrors.length || parsed.rows.some((r) => r.issues.length || !r.data)) throw new ImportHasErrors("The file has errors; nothing was imported.");
  const outcome = new Map<string, "created" | "updated">();
  await db.transaction(async (tx) => {
    for (const [index, r] of parsed.rows.entries()) {
      if (parsed.kind === "houses") {
        const h = r.data as HouseInput;
        const values = { name: h.name, summary: h.summary, description: h.description, capacity: h.capacity, pricePaise: Math.round(h.priceRupees * 100), amenities: h.amenities, published: h.published };
        const [existing] = await tx.select({ id: houses.id }).from(houses).where(eq(houses.slug, h.slug));
        if (existing) await tx.update(houses).set({ ...values, updatedAt: new Date() }).where(eq(houses.id, existing.id));
        else await tx.insert(houses).values({ slug: h.slug, ...values });
        outcome.set(h.slug, existing ? "updated" : "created");
      } else {
        const l = r.data as ListingInput;
        const [existing] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.slug, l.slug));
        if (existing) await tx.update(listings).set({ ...listingValues(l), updatedAt: new Date() }).where(eq(listings.id, existing.id));
        else await tx.insert(listings).values({ slug: l.slug, ...listingValues(l) });
        outcome.set(l.slug, existing ? "updated" : "created");
      }
      await hooks.afterRow?.(index);
    }
    const counts = [...outcome.values()].reduce((c, o) => ({ ...c, [o]: (c[o] ?? 0) + 1 }), {} as Record<string, number>);
    await recordAudit(tx as unknown as Database, actor, "bulk-import", parsed.kind, { rows: parsed.rows.length, ...counts });
  });
  return outcome;
}
