/**
 * The databases the server-side tests run against: always an embedded PGlite
 * in a fresh temporary folder, and also the PostgreSQL at TEST_DATABASE_URL
 * when it is set (CI starts one: scripts/ci-postgres.sh). Never the live DATA_DIR.
 * Each is a copy of the migrated template the run's global setup made once
 * (tests/database-templates.ts), so a test does not pay for creating and
 * migrating a database, which is slow on a busy machine.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type OpenDatabase } from "./database.server";

export const BACKENDS = ["pglite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])] as const;
export type Backend = (typeof BACKENDS)[number];

/** A new PGlite folder (in a temporary folder the caller removes): a copy of the run's migrated template when there is one. */
export function pgliteFolder(parent: string): string {
  const data = join(parent, "data");
  const template = inject("databaseTemplates")?.pglite;
  if (template && existsSync(template)) cpSync(template, data, { recursive: true });
  return data;
}

/** Opens a fresh, empty, migrated database of the given kind. */
export async function freshDatabase(backend: Backend): Promise<OpenDatabase & { cleanup(): Promise<void> }> {
  if (backend === "postgres") {
    // A database of its own on the test server (test files run in parallel), dropped afterwards.
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base.href });
    await admin.connect();
    const template = inject("databaseTemplates")?.postgres;
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    const url = new URL(base.href);
    url.pathname = `/${name}`;
    const open = await openDatabase({ url: url.href });
    return {
      ...open,
      cleanup: async () => {
        await open.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "arunachala-test-db-"));
  const open = await openDatabase({ dataDir: pgliteFolder(dir) });
  return {
    ...open,
    cleanup: async () => {
      await open.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
