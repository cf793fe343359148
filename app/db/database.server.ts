/**
 * The database: an embedded PostgreSQL (PGlite) in DATA_DIR by default, a real
 * PostgreSQL server when DATABASE_URL is set; one Drizzle schema and one set
 * of migrations (drizzle/) for both, applied when the owning process opens it.
 *
 * PGlite has no lock of its own: two processes on one folder silently lose
 * each other's rows. So the process that opens DATA_DIR takes an exclusive
 * lock beside it (`{DATA_DIR}.lock`, naming the process: it is held for as
 * long as that process lives and free the moment it dies; data-dir-lock.ts),
 * and a second process is refused with a clear message. PGlite does not fsync every commit either: production runs
 * on PostgreSQL (README).
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { acquireLock, LockHeldError } from "./data-dir-lock";
import * as schema from "./schema";

/** Either driver's database, through the query builder they share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent, PGlite in dataDir. */
  url?: string;
  dataDir?: string;
  /** Where the migrations are (default: the project's drizzle/ folder). */
  migrationsFolder?: string;
}

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    owner = "another process",
  ) {
    super(
      `The data folder ${dataDir} is in use by another process of this site (${owner}). ` +
        `Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL). ` +
        `(Lock: ${dataDir}.lock; it is freed the moment its owner exits.)`,
    );
    this.name = "DataDirLockedError";
  }
}

/** The project's drizzle/ folder: the nearest one above this module (app/db/ in source, build/server/… in the bundle). */
export function defaultMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the migrations (drizzle/meta/_journal.json) above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export async function openDatabase(options: OpenOptions = {}): Promise<OpenDatabase> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  const dataDir = resolve(options.dataDir ?? "data");
  mkdirSync(dataDir, { recursive: true });
  let releaseLock: () => void;
  try {
    releaseLock = acquireLock(`${dataDir}.lock`);
  } catch (error) {
    if (error instanceof LockHeldError) throw new DataDirLockedError(dataDir, error.message);
    throw error;
  }
  const release = async () => releaseLock();
  try {
    const client = new PGlite(dataDir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

let current: OpenDatabase | null = null;

/** Opens the site's database from the environment (DATABASE_URL or DATA_DIR); called once by the server process. */
export async function initDatabase(env: Record<string, string | undefined> = process.env): Promise<OpenDatabase> {
  current ??= await openDatabase({ url: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || "data" });
  return current;
}

export async function closeDatabase(): Promise<void> {
  const open = current;
  current = null;
  await open?.close();
}

/** The open database. Only request handlers call this; building and prerendering never do. */
export function db(): Database {
  if (!current) throw new Error("The database is not open: the server process opens it at start (initDatabase).");
  return current.db;
}
