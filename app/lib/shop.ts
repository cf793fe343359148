/** Shop rules (pure): money in integer paise, totals, UPI payment links. The checkout form's checks are in forms/shop.server.ts. */

export const PRODUCT_KINDS = ["book", "mala", "lamp", "incense", "print"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const SHIPPING_PAISE = 8000;
export const FREE_SHIPPING_FROM_PAISE = 100000;
export const MAX_QUANTITY = 10;
export const PAYMENT_METHODS = ["upi", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ORDER_STATUSES = ["pending", "paid", "shipped", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** ₹1,234.50 */
export function formatRupees(paise: number): string {
  return INR.format(paise / 100);
}

export interface PricedLine {
  slug: string;
  name: string;
  unitPaise: number;
  quantity: number;
}

export function totals(lines: PricedLine[]) {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
  const shipping = subtotal === 0 || subtotal >= FREE_SHIPPING_FROM_PAISE ? 0 : SHIPPING_PAISE;
  return { subtotal, shipping, total: subtotal + shipping };
}

export const INDIAN_STATES = [
  "Andaman and Nicobar Islands", "Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chandigarh", "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu", "Delhi", "Goa", "Gujarat", "Haryana", "Himachal Pradesh", "Jammu and Kashmir",
  "Jharkhand", "Karnataka", "Kerala", "Ladakh", "Lakshadweep", "Madhya Pradesh", "Maharashtra", "Manipur", "Meghalaya",
  "Mizoram", "Nagaland", "Odisha", "Puducherry", "Punjab", "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana", "Tripura",
  "Uttar Pradesh", "Uttarakhand", "West Bengal",
] as const;

/**
 * A UPI payment link (NPCI's upi://pay format) for the order's exact amount
 * and reference, which any UPI app opens; the QR code encodes the same link.
 */
export function upiLink({ vpa, payee, paise, reference }: { vpa: string; payee: string; paise: number; reference: string }): string {
  const params = new URLSearchParams({ pa: vpa, pn: payee, am: (paise / 100).toFixed(2), cu: "INR", tn: `Order ${reference}`, tr: reference });
  return `upi://pay?${params.toString().replace(/\+/g, "%20")}`;
}

/** A UPI id: name@bank. */
export const VPA = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;

export function stockText(available: number): string {
  if (available <= 0) return "Sold out";
  if (available <= 3) return `Only ${available} left`;
  return "In stock";
}
