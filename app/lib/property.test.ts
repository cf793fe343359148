import { describe, expect, it } from "vitest";
import { formatArea } from "./property";
import { inquirySchema, listingSchema } from "./forms/property.server";

describe("property rules", () => {
  it("shows area in square feet with cents or acres, as land is quoted locally", () => {
    expect(formatArea(21_780)).toBe("21,780 sq ft (50.0 cents)");
    expect(formatArea(87_120)).toBe("87,120 sq ft (2.00 acres)");
  });
  it("checks a listing and an inquiry", () => {
    const listing = { title: "Half an acre", slug: "half-acre", summary: "Level land with a view of the hill.", description: "d".repeat(90), areaSqft: "21780", priceRupees: "4500000", location: "Adi Annamalai", documents: "pending", published: "on" };
    expect(listingSchema.parse(listing).priceRupees).toBe(4_500_000);
    expect(listingSchema.safeParse({ ...listing, documents: "forged" }).success).toBe(false);
    expect(inquirySchema.safeParse({ name: "Ravi", email: "ravi@example.org", phone: "98765 43210", message: "Can I visit next week?" }).success).toBe(true);
    expect(inquirySchema.safeParse({ name: "Ravi", email: "ravi@example.org", phone: "555", message: "Can I visit next week?" }).success).toBe(false);
  });
});
