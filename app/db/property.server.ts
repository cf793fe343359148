import { asc, desc, eq } from "drizzle-orm";
import type { ListingInput } from "~/lib/forms/property.server";
import type { Actor } from "./audit.server";
import type { Database } from "./database.server";
import { inquiries, listings } from "./schema";
import { saveBySlug } from "./slugged.server";

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
export function saveListing(db: Database, actor: Actor, input: ListingInput): Promise<"created" | "updated"> {
  return saveBySlug(db, actor, "listing", input, (tx) => upsertListing(tx, input));
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
