/**
 * Writes a checked import: every row in one transaction (all or nothing),
 * each matched by slug (so importing the same file twice changes nothing new),
 * with one audit entry for the whole import.
 */
import type { ParsedImport } from "~/lib/bulk-import.server";
import type { ListingInput } from "~/lib/forms/property.server";
import type { HouseInput } from "~/lib/forms/stays.server";
import { recordAudit, type Actor } from "./audit.server";
import type { Database } from "./database.server";
import { upsertListing } from "./property.server";
import { upsertHouse } from "./stays.server";

export class ImportHasErrors extends Error {}

export async function runImport(db: Database, actor: Actor, parsed: ParsedImport, hooks: { afterRow?: (index: number) => Promise<void> } = {}) {
  if (parsed.fileErrors.length || parsed.rows.some((r) => r.issues.length || !r.data)) throw new ImportHasErrors("The file has errors; nothing was imported.");
  const outcome = new Map<string, "created" | "updated">();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    for (const [index, r] of parsed.rows.entries()) {
      const result = parsed.kind === "houses" ? await upsertHouse(t, r.data as HouseInput) : await upsertListing(t, r.data as ListingInput);
      outcome.set(r.slug, result);
      await hooks.afterRow?.(index);
    }
    const counts = [...outcome.values()].reduce((c, o) => ({ ...c, [o]: (c[o] ?? 0) + 1 }), {} as Record<string, number>);
    await recordAudit(tx as unknown as Database, actor, "bulk-import", parsed.kind, { rows: parsed.rows.length, ...counts });
  });
  return outcome;
}
