import { describe, expect, it } from "vitest";
import { BACKENDS, freshDatabase } from "./test-databases";
import { confirmStay, createStayRequest, declineStay, heldNights, houseBySlug, saveHouse } from "./stays.server";

const actor = { id: "admin-1", email: "admin@example.org" };
const house = { name: "Mud house by the tank", slug: "mud-house", summary: "A cool earthen room for two near the road.", description: "d".repeat(100), capacity: 2, priceRupees: 1500, amenities: ["fan"], published: true };
const guest = { guests: 2, name: "Meena", email: "meena@example.org", phone: "9876543210", message: "" };

describe.each(BACKENDS)("stays on %s", (backend) => {
  it("confirmed stays of one house never overlap, even when confirmed at the same moment", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      expect(await saveHouse(db, actor, house)).toBe("created");
      expect(await saveHouse(db, actor, { ...house, capacity: 3 })).toBe("updated");
      const h = (await houseBySlug(db, "mud-house"))!;
      expect(h.capacity).toBe(3);
      expect(h.pricePaise).toBe(150000);
      const a = await createStayRequest(db, h.id, { ...guest, checkIn: "2027-01-10", checkOut: "2027-01-13" });
      const b = await createStayRequest(db, h.id, { ...guest, checkIn: "2027-01-12", checkOut: "2027-01-14" });
      const c = await createStayRequest(db, h.id, { ...guest, checkIn: "2027-01-13", checkOut: "2027-01-15" });
      const results = await Promise.all([confirmStay(db, actor, a), confirmStay(db, actor, b)]);
      expect(results.sort()).toEqual(["ok", "overlap"]);
      const winner = results[0] === "ok" ? a : b;
      // A stay that starts on the other's check-out day does not overlap it.
      if (winner === a) expect(await confirmStay(db, actor, c)).toBe("ok");
      expect(await confirmStay(db, actor, winner)).toBe("not-pending");
      const held = await heldNights(db, h.id, "2027-01-01", "2027-02-01");
      expect(new Set(held).size).toBe(held.length);
      expect(await declineStay(db, actor, winner)).toBe("not-pending");
    } finally {
      await cleanup();
    }
  });
});
