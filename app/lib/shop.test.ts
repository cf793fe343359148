import { describe, expect, it } from "vitest";
import { formatRupees, totals, upiLink } from "./shop";
import { cartSchema, checkoutSchema } from "./forms/shop.server";

const address = { name: "Meena", phone: "+91 98765-43210", email: "Meena@Example.org", address1: "12 Car Street", city: "Tiruvannamalai", state: "Tamil Nadu", pin: "606601", payment: "cod" };

describe("shop rules", () => {
  it("formats paise as rupees", () => {
    expect(formatRupees(123450)).toBe("₹1,234.50");
    expect(formatRupees(4000)).toBe("₹40.00");
  });
  it("adds shipping below ₹1,000, none from ₹1,000", () => {
    expect(totals([{ slug: "a", name: "A", unitPaise: 4000, quantity: 2 }])).toEqual({ subtotal: 8000, shipping: 8000, total: 16000 });
    expect(totals([{ slug: "a", name: "A", unitPaise: 50000, quantity: 2 }])).toEqual({ subtotal: 100000, shipping: 0, total: 100000 });
  });
  it("checks an Indian address: mobile number and PIN code", () => {
    const ok = checkoutSchema.safeParse(address);
    expect(ok.success && ok.data.phone).toBe("9876543210");
    expect(ok.success && ok.data.email).toBe("meena@example.org");
    expect(checkoutSchema.safeParse({ ...address, pin: "060660" }).success).toBe(false);
    expect(checkoutSchema.safeParse({ ...address, pin: "60660" }).success).toBe(false);
    expect(checkoutSchema.safeParse({ ...address, phone: "12345 67890" }).success).toBe(false);
    expect(checkoutSchema.safeParse({ ...address, state: "Atlantis" }).success).toBe(false);
  });
  it("accepts only sane cart lines", () => {
    expect(cartSchema.safeParse([{ slug: "who-am-i-booklet", quantity: 2 }]).success).toBe(true);
    expect(cartSchema.safeParse([]).success).toBe(false);
    // Twenty lines of ten of one product are two hundred of it: over the cap of ten.
    expect(cartSchema.safeParse(Array.from({ length: 20 }, () => ({ slug: "who-am-i-booklet", quantity: 10 }))).success).toBe(false);
    expect(cartSchema.safeParse([{ slug: "who-am-i-booklet", quantity: 6 }, { slug: "who-am-i-booklet", quantity: 5 }]).success).toBe(false);
    expect(cartSchema.safeParse([{ slug: "who-am-i-booklet", quantity: 6 }, { slug: "who-am-i-booklet", quantity: 4 }]).success).toBe(true);
    expect(cartSchema.safeParse([{ slug: "x", quantity: 0 }]).success).toBe(false);
    expect(cartSchema.safeParse([{ slug: "../etc", quantity: 1 }]).success).toBe(false);
  });
  it("makes a UPI link with the exact amount and reference", () => {
    const link = upiLink({ vpa: "shop@okbank", payee: "Arunachala Guide", paise: 16050, reference: "AG-7K2M9Q" });
    expect(link).toBe("upi://pay?pa=shop%40okbank&pn=Arunachala%20Guide&am=160.50&cu=INR&tn=Order%20AG-7K2M9Q&tr=AG-7K2M9Q");
  });
});
