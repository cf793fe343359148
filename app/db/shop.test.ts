import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CheckoutInput } from "~/lib/forms/shop.server";
import { products } from "./schema";
import { orderForBuyer, placeOrder, setOrderStatus, SoldOutError, syncProducts } from "./shop.server";
import { BACKENDS, freshDatabase } from "./test-databases";

const buyer: CheckoutInput = { name: "Meena", phone: "9876543210", email: "meena@example.org", address1: "12 Car Street", address2: "", city: "Tiruvannamalai", state: "Tamil Nadu", pin: "606601", payment: "cod" };
const catalogue = [
  { slug: "lamp", name: "Brass lamp", pricePaise: 35000, stock: 1 },
  { slug: "book", name: "Who Am I?", pricePaise: 4000, stock: 10 },
];

describe.each(BACKENDS)("orders on %s", (backend) => {
  it("prices on the server, takes stock, and shows the order only to its buyer", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      await syncProducts(db, catalogue);
      const placed = await placeOrder(db, buyer, [{ slug: "book", quantity: 3 }]);
      expect(placed.totalPaise).toBe(3 * 4000 + 8000);
      expect(placed.reference).toMatch(/^AG-[A-Z2-9]{6}$/);
      const [book] = await db.select().from(products).where(eq(products.slug, "book"));
      expect(book!.stock).toBe(7);
      expect(await orderForBuyer(db, placed.reference, ["someone-else"], null)).toBeNull();
      const seen = await orderForBuyer(db, placed.reference, [placed.accessToken], null);
      expect(seen!.items).toEqual([expect.objectContaining({ productSlug: "book", quantity: 3, unitPaise: 4000 })]);
      // Starting again with the same catalogue never resets the stock.
      await syncProducts(db, catalogue);
      const stockOf = async (slug: string) => (await db.select().from(products).where(eq(products.slug, slug)))[0]!;
      expect((await stockOf("book")).stock).toBe(7);
      // A new price and a new stock figure (a restock) in the catalogue are applied at the next start, once.
      const restocked = catalogue.map((p) => (p.slug === "book" ? { ...p, pricePaise: 4500, stock: 30 } : p));
      await syncProducts(db, restocked);
      expect(await stockOf("book")).toMatchObject({ stock: 30, pricePaise: 4500 });
      await placeOrder(db, buyer, [{ slug: "book", quantity: 2 }]);
      await syncProducts(db, restocked);
      expect((await stockOf("book")).stock).toBe(28);
      // A row from before the catalogue figure was recorded keeps its count.
      await db.update(products).set({ catalogueStock: null, stock: 5 }).where(eq(products.slug, "lamp"));
      await syncProducts(db, catalogue);
      expect(await stockOf("lamp")).toMatchObject({ stock: 5, catalogueStock: 1 });
    } finally {
      await cleanup();
    }
  });

  it("two buyers racing for the last item: one order succeeds, the other is told it is sold out", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      await syncProducts(db, catalogue);
      const results = await Promise.allSettled([
        placeOrder(db, buyer, [{ slug: "lamp", quantity: 1 }, { slug: "book", quantity: 1 }]),
        placeOrder(db, { ...buyer, name: "Ravi" }, [{ slug: "lamp", quantity: 1 }]),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(failed.reason).toBeInstanceOf(SoldOutError);
      const rows = await db.select().from(products);
      expect(rows.find((r) => r.slug === "lamp")!.stock).toBe(0);
      // The loser's other lines were not taken either (all or nothing).
      const bookStock = rows.find((r) => r.slug === "book")!.stock;
      expect([9, 10]).toContain(bookStock);
    } finally {
      await cleanup();
    }
  });

  // PGlite runs one transaction at a time and cannot deadlock; on PostgreSQL 200 carts deadlocked every time before the fix.
  const CARTS = backend === "postgres" ? 200 : 20;
  it("concurrent four-item carts, their lines in every order, all succeed: rows are locked in one order, so none deadlocks", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      const many = ["a", "b", "c", "d", "e", "f"].map((s) => ({ slug: s, name: `Item ${s}`, pricePaise: 1000, stock: 1000 }));
      await syncProducts(db, many);
      const slugs = many.map((p) => p.slug);
      const carts = Array.from({ length: CARTS }, (_, i) =>
        // Each cart takes four products, starting at a different one and walking forwards or backwards.
        Array.from({ length: 4 }, (_, k) => ({ slug: slugs[(i + (i % 2 ? -k : k) + slugs.length * 4) % slugs.length]!, quantity: 1 })),
      );
      const results = await Promise.allSettled(carts.map((cart, i) => placeOrder(db, { ...buyer, name: `Buyer ${i}` }, cart)));
      expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      const rows = await db.select().from(products);
      const taken = new Map<string, number>();
      for (const cart of carts) for (const line of cart) taken.set(line.slug, (taken.get(line.slug) ?? 0) + 1);
      for (const row of rows) expect(row.stock, row.slug).toBe(1000 - (taken.get(row.slug) ?? 0));
    } finally {
      await cleanup();
    }
  }, 120_000);

  it("cancelling an order puts its items back, and the change is audited", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      await syncProducts(db, catalogue);
      const placed = await placeOrder(db, buyer, [{ slug: "lamp", quantity: 1 }]);
      const actor = { id: "admin-1", email: "admin@example.org" };
      expect(await setOrderStatus(db, actor, placed.reference, "cancelled")).toBe("ok");
      expect(await setOrderStatus(db, actor, placed.reference, "paid")).toBe("not-allowed");
      const [lamp] = await db.select().from(products).where(eq(products.slug, "lamp"));
      expect(lamp!.stock).toBe(1);
    } finally {
      await cleanup();
    }
  });
});
