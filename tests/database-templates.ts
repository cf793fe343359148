/**
 * Vitest global setup: builds one migrated database of each kind once per run, which every database
 * test then copies (app/db/test-databases.ts). Creating and migrating a PGlite folder takes about five
 * seconds, and longer on a busy machine; copying the finished folder takes well under one. On
 * PostgreSQL the copy is `CREATE DATABASE … TEMPLATE`, which skips the migrations.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../app/db/database.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A closed, migrated PGlite folder to copy, and the name of a migrated PostgreSQL database to copy (when TEST_DATABASE_URL is set). */
    databaseTemplates: { pglite: string; postgres: string | null };
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "arunachala-test-template-"));
  const pglite = join(dir, "data");
  await (await openDatabase({ dataDir: pglite })).close();

  let postgres: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    postgres = `tmpl_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${postgres}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgres}`;
    // Closing the pool leaves no session on the template, as CREATE DATABASE … TEMPLATE requires.
    await (await openDatabase({ url: url.href })).close();
  }
  project.provide("databaseTemplates", { pglite, postgres });

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${postgres}`);
      await admin.end();
    }
  };
}
