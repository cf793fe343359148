/** The cart and checkout forms' rules, checked on the server. */
import { z } from "zod";
import { INDIAN_STATES, MAX_QUANTITY, PAYMENT_METHODS } from "../shop";
import { emailField, indianMobile } from "./fields.server";

/** A cart line as the browser sends it; prices never come from the browser. */
export const cartSchema = z
  .array(z.object({ slug: z.string().regex(/^[a-z0-9-]{2,60}$/), quantity: z.number().int().min(1).max(MAX_QUANTITY) }))
  .min(1, "Your cart is empty.")
  .max(20)
  // A product repeated over several lines is still one product: its quantities together stay within the cap.
  .refine(
    (lines) => {
      const totals = new Map<string, number>();
      for (const l of lines) totals.set(l.slug, (totals.get(l.slug) ?? 0) + l.quantity);
      return [...totals.values()].every((q) => q <= MAX_QUANTITY);
    },
    `At most ${MAX_QUANTITY} of any one item per order.`,
  );

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
