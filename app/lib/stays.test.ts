import { describe, expect, it } from "vitest";
import { nightsOf, slugify } from "./stays";
import { houseSchema, stayRequestSchema } from "./forms/stays.server";

const form = { checkIn: "2026-12-01", checkOut: "2026-12-04", guests: "2", name: "Meena", email: "meena@example.org", phone: "98765 43210" };

describe("stay requests", () => {
  it("counts the nights of a stay", () => {
    expect(nightsOf("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
  });
  it("refuses past dates, check-out not after check-in, too many guests and too long a stay", () => {
    const schema = stayRequestSchema("2026-11-22", 3);
    expect(schema.safeParse(form).success).toBe(true);
    const issues = (input: object) => {
      const r = schema.safeParse({ ...form, ...input });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues({ checkIn: "2026-11-21" })).toContain("Check-in cannot be in the past.");
    expect(issues({ checkOut: "2026-12-01" })).toContain("Check-out must be after check-in.");
    expect(issues({ guests: "4" })).toContain("This house sleeps at most 3.");
    expect(issues({ checkOut: "2027-01-05" })).toContain("Stays are at most 30 nights.");
  });
  it("takes only real calendar dates, within the booking horizon", () => {
    const schema = stayRequestSchema("2026-11-22", 3);
    const issues = (input: object) => {
      const r = schema.safeParse({ ...form, ...input });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    const impossible = "That date does not exist: please choose it from the calendar.";
    expect(issues({ checkIn: "2027-02-30", checkOut: "2027-03-02" })).toContain(impossible);
    expect(issues({ checkIn: "2027-13-01", checkOut: "2027-13-03" })).toContain(impossible);
    expect(issues({ checkOut: "2026-12-32" })).toContain(impossible);
    expect(issues({ checkIn: "9999-01-01", checkOut: "9999-01-03" })).toContain("Requests are taken up to 18 months ahead.");
    expect(issues({ checkIn: "2028-06-01", checkOut: "2028-06-03" })).toEqual(["Requests are taken up to 18 months ahead."]);
    // A leap day is a real date.
    expect(issues({ checkIn: "2028-02-29", checkOut: "2028-03-02" })).toEqual([]);
    expect(issues({ checkIn: "2027-02-28", checkOut: "2027-03-02" })).toEqual([]);
  });
});

describe("houses", () => {
  it("reads the admin form: price in rupees, amenities as a list, the publish box", () => {
    const r = houseSchema.parse({ name: "Mud house by the tank", slug: "mud-house-by-the-tank", summary: "A cool earthen room for two near the Girivalam road.", description: "x".repeat(90), capacity: "2", priceRupees: "1500", amenities: "fan, mosquito net, filtered water", published: "on" });
    expect(r.amenities).toEqual(["fan", "mosquito net", "filtered water"]);
    expect(r.published).toBe(true);
    expect(houseSchema.safeParse({ ...r, amenities: "", published: undefined, slug: "Bad Slug" }).success).toBe(false);
  });
  it("makes slugs", () => expect(slugify("  Ramana's Mud House! ")).toBe("ramana-s-mud-house"));
});
