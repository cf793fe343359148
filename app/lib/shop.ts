/** Shop rules (pure): money in integer paise, totals, the checkout form's checks, UPI payment links. */
import { z } from "zod";
import { emailField, indianMobile } from "./form-fields";

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

/** A cart line as the browser sends it; prices never come from the browser. */
export const cartSchema = z
  .array(z.object({ slug: z.string().regex(/^[a-z0-9-]{2,60}$/), quantity: z.number().int().min(1).max(MAX_QUANTITY) }))
  .min(1, "Your cart is empty.")
  .max(20);

export const checkoutSchema = z.object({
  name: z.string().trim().min(2, "Please enter the name for delivery.").max(100),
  phone: indianMobile,
  email: emailField(),
  address1: z.string().trim().min(5, "Please enter the house and street.").max(200),
  address2: z.string().trim().max(200).optional().default(""),
  city: z.string().trim().min(2, "Please enter the town or city.").max(100),
  state: z.enum(INDIAN_STATES, "Please choose the state."),
  pin: z.string().trim().regex(/^[1-9]\d{5}$/, "Please enter the 6-digit PIN code (it cannot start with 0)."),
  payment: z.enum(PAYMENT_METHODS, "Please choose how you will pay."),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

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
