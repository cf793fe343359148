import { asc, desc, eq } from "drizzle-orm";
import type { ListingInput } from "~/lib/forms/property.server";
import { recordAudit, type Actor } from "./audit.server";
import type { Database } from "./database.server";
import { inquiries, listings } from "./schema";

export function publishedListings(db: Database) {
  return db.select().from(listings).where(eq(listings.published, true)).orderBy(asc(listings.title));
}
export function allListings(db: Database) {
  return db.select().from(listings).orderBy(asc(listings.title));
}
export async function listingBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(listings).where(eq(listings.slug, slug));
  return row?.published ? row : null;
}

function listingValues(input: ListingInput) {
  return {
    title: input.title, summary: input.summary, description: input.description, areaSqft: input.areaSqft,
    pricePaise: Math.round(input.priceRupees * 100), location: input.location, documents: input.documents, published: input.published,
  };
}

/** Creates or updates a listing by slug, inside the caller's transaction (the admin form and bulk import). */
export async function upsertListing(tx: Database, input: ListingInput): Promise<"created" | "updated"> {
  const [existing] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.slug, input.slug));
  if (existing) await tx.update(listings).set({ ...listingValues(input), updatedAt: new Date() }).where(eq(listings.id, existing.id));
  else await tx.insert(listings).values({ slug: input.slug, ...listingValues(input) });
  return existing ? "updated" : "created";
}

/** Creates or updates a listing by slug (idempotent), with its audit entry. */
export async function saveListing(db: Database, actor: Actor, input: ListingInput): Promise<"created" | "updated"> {
  return db.transaction(async (tx) => {
    const outcome = await upsertListing(tx as unknown as Database, input);
    await recordAudit(tx as unknown as Database, actor, outcome === "updated" ? "listing.update" : "listing.create", `listing:${input.slug}`, { published: input.published });
    return outcome;
  });
}

export async function setListingPublished(db: Database, actor: Actor, slug: string, published: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(listings).set({ published, updatedAt: new Date() }).where(eq(listings.slug, slug)).returning({ id: listings.id });
    if (!row) return false;
    await recordAudit(tx as unknown as Database, actor, published ? "listing.publish" : "listing.unpublish", `listing:${slug}`);
    return true;
  });
}

export async function saveInquiry(db: Database, listingId: number, input: { name: string; email: string; phone: string; message: string }) {
  await db.insert(inquiries).values({ listingId, ...input });
}

export function latestInquiries(db: Database, limit = 50) {
  return db
    .select({ inquiry: inquiries, title: listings.title })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit);
}
