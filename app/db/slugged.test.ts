import { describe, expect, it } from "vitest";
import { latestAudit } from "./audit.server";
import { allListings, saveListing } from "./property.server";
import { setPublished } from "./slugged.server";
import { allHouses, saveHouse } from "./stays.server";
import { BACKENDS, freshDatabase } from "./test-databases";

const actor = { id: "admin-1", email: "admin@example.org" };
const house = { name: "Mud house by the tank", slug: "mud-house", summary: "A cool earthen room for two near the road.", description: "d".repeat(100), capacity: 2, priceRupees: 1500, amenities: ["fan"], published: false };
const listing = { title: "Plot near Adi Annamalai", slug: "plot-adi", summary: "A level plot with a view of the hill from the west.", description: "d".repeat(100), areaSqft: 2400, priceRupees: 1800000, location: "Adi Annamalai", documents: "pending" as const, published: false };

describe.each(BACKENDS)("houses and listings by slug on %s", (backend) => {
  it("saves, publishes and unpublishes each kind, auditing every change, and says when there is none", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      expect(await saveHouse(db, actor, house)).toBe("created");
      expect(await saveListing(db, actor, listing)).toBe("created");
      expect(await saveListing(db, actor, { ...listing, areaSqft: 2500 })).toBe("updated");
      expect(await setPublished(db, actor, "house", "mud-house", true)).toBe(true);
      expect(await setPublished(db, actor, "listing", "plot-adi", true)).toBe(true);
      expect(await setPublished(db, actor, "listing", "plot-adi", false)).toBe(true);
      expect(await setPublished(db, actor, "house", "no-such-house", true)).toBe(false);
      expect((await allHouses(db)).map((h) => [h.slug, h.published])).toEqual([["mud-house", true]]);
      expect((await allListings(db)).map((l) => [l.slug, l.published, l.areaSqft])).toEqual([["plot-adi", false, 2500]]);
      const actions = (await latestAudit(db)).map((a) => `${a.action} ${a.target}`).sort();
      expect(actions).toEqual(
        ["house.create house:mud-house", "house.publish house:mud-house", "listing.create listing:plot-adi", "listing.publish listing:plot-adi", "listing.unpublish listing:plot-adi", "listing.update listing:plot-adi"].sort(),
      );
    } finally {
      await cleanup();
    }
  });
});
