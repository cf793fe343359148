/**
 * The databases the server-side tests run against: always an embedded PGlite
 * in a fresh temporary folder, and also the PostgreSQL at TEST_DATABASE_URL
 * when it is set (CI starts one: scripts/ci-postgres.sh). Never the live DATA_DIR.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type OpenDatabase } from "./database.server";

export const BACKENDS = ["pglite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])] as const;
export type Backend = (typeof BACKENDS)[number];

/** Opens a fresh, empty, migrated database of the given kind. */
export async function freshDatabase(backend: Backend): Promise<OpenDatabase & { cleanup(): Promise<void> }> {
  if (backend === "postgres") {
    const open = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    // One shared server database: empty every table of ours.
    const tables = await open.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
    const names = ((tables as { rows: { tablename: string }[] }).rows).map((r) => `"${r.tablename}"`);
    if (names.length) await open.db.execute(sql.raw(`truncate ${names.join(", ")} restart identity cascade`));
    return { ...open, cleanup: () => open.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), "arunachala-test-db-"));
  const open = await openDatabase({ dataDir: join(dir, "data") });
  return {
    ...open,
    cleanup: async () => {
      await open.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
