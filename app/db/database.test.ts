import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contactMessages } from "./schema";
import { DataDirLockedError, openDatabase } from "./database.server";
import { BACKENDS, freshDatabase, pgliteFolder } from "./test-databases";

const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(join(tmpdir(), "arunachala-db-"));
  dirs.push(d);
  return d;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("the embedded database (PGlite in DATA_DIR)", () => {
  it("applies the migrations and keeps committed rows across a reopen", async () => {
    // From an empty folder, not the template: this is the test of migrating one.
    const dir = join(tempDir(), "data");
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(contactMessages).values({ name: "Meena", email: "meena@example.org", subject: "Rooms at Deepam", message: "Are rooms still free?" });
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    const rows = await again.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Meena", status: "new" });
    await again.close();
  });

  it("refuses a second opener of a live folder, with a clear message, and frees it on close", async () => {
    const dir = pgliteFolder(tempDir());
    const owner = await openDatabase({ dataDir: dir });
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process/);
    await owner.close();
    const next = await openDatabase({ dataDir: dir });
    await next.close();
  });

});

describe.each(BACKENDS)("the schema on %s", (backend) => {
  it("stores a message and enforces the checks", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      const [row] = await db.insert(contactMessages).values({ name: "A", email: "a@example.org", subject: "Hello", message: "A question" }).returning();
      expect(row!.id).toBe(1);
      expect(row!.createdAt).toBeInstanceOf(Date);
      await expect(db.insert(contactMessages).values({ name: "A", email: "a@example.org", subject: "x", message: "y", status: "bogus" })).rejects.toThrow();
    } finally {
      await cleanup();
    }
  });
});
