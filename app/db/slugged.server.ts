/**
 * What houses and listings share: an admin saves one by its slug (creating or
 * updating it) and publishes or unpublishes it, and each change is audited in
 * the same transaction (`house.create`, `listing.publish`, …).
 */
import { eq } from "drizzle-orm";
import { recordAudit, type Actor } from "./audit.server";
import type { Database } from "./database.server";
import { houses, listings } from "./schema";

const TABLES = { house: houses, listing: listings } as const;
export type SluggedKind = keyof typeof TABLES;

/** Runs `upsert` (the kind's own create-or-update by slug) and audits it, in one transaction (idempotent). */
export async function saveBySlug(
  db: Database,
  actor: Actor,
  kind: SluggedKind,
  input: { slug: string; published: boolean },
  upsert: (tx: Database) => Promise<"created" | "updated">,
): Promise<"created" | "updated"> {
  return db.transaction(async (tx) => {
    const outcome = await upsert(tx as unknown as Database);
    await recordAudit(tx as unknown as Database, actor, `${kind}.${outcome === "updated" ? "update" : "create"}`, `${kind}:${input.slug}`, { published: input.published });
    return outcome;
  });
}

/** Publishes or unpublishes one house or listing; false when there is none with that slug. */
export async function setPublished(db: Database, actor: Actor, kind: SluggedKind, slug: string, published: boolean): Promise<boolean> {
  const table = TABLES[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx.update(table).set({ published, updatedAt: new Date() }).where(eq(table.slug, slug)).returning({ id: table.id });
    if (!row) return false;
    await recordAudit(tx as unknown as Database, actor, `${kind}.${published ? "publish" : "unpublish"}`, `${kind}:${slug}`);
    return true;
  });
}
