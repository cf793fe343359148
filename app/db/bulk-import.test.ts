import { describe, expect, it } from "vitest";
import { readImport } from "~/lib/bulk-import.server";
import { runImport } from "./bulk-import.server";
import { houses } from "./schema";
import { BACKENDS, freshDatabase } from "./test-databases";

const actor = { id: "admin-1", email: "admin@example.org" };
const enc = (s: string) => new TextEncoder().encode(s);
const header = "slug,name,summary,description,capacity,priceRupees,amenities,published";
const row = (slug: string, capacity = 2) => `${slug},House ${slug},A cool earthen room for two near the road.,${"d".repeat(90)},${capacity},1500,fan,true`;

describe.each(BACKENDS)("bulk import on %s", (backend) => {
  it("is all or nothing, and idempotent by slug", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      const file = readImport("houses", "h.csv", enc([header, row("a"), row("b"), row("c")].join("\n")));
      // A failure part-way (as if the process died) leaves nothing behind.
      await expect(runImport(db, actor, file, { afterRow: async (i) => { if (i === 1) throw new Error("killed"); } })).rejects.toThrow("killed");
      expect(await db.select().from(houses)).toHaveLength(0);
      const first = await runImport(db, actor, file);
      expect([...first.values()]).toEqual(["created", "created", "created"]);
      const again = await runImport(db, actor, readImport("houses", "h.csv", enc([header, row("a", 3), row("b"), row("c")].join("\n"))));
      expect([...again.values()]).toEqual(["updated", "updated", "updated"]);
      const rows = await db.select().from(houses);
      expect(rows).toHaveLength(3);
      expect(rows.find((h) => h.slug === "a")!.capacity).toBe(3);
    } finally {
      await cleanup();
    }
  });

  it("refuses a file with errors and writes nothing", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      const file = readImport("houses", "h.csv", enc([header, row("a"), "=cmd|x,B,short,short,2,1,,true"].join("\n")));
      await expect(runImport(db, actor, file)).rejects.toThrow(/nothing was imported/);
      expect(await db.select().from(houses)).toHaveLength(0);
    } finally {
      await cleanup();
    }
  });
});
