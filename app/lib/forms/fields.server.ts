/**
 * Field rules and error collection shared by every form the server checks.
 *
 * The forms' rules (zod) live in app/lib/forms/*.server.ts: they run only in
 * actions, so zod never reaches the browser.
 */
import { z } from "zod";

/** An email address, trimmed and lower-cased. */
export function emailField(message = "Please enter a valid email address, like name@example.com.") {
  return z.string().trim().toLowerCase().pipe(z.email(message));
}

/** A 10-digit Indian mobile number; spaces, dashes and a leading +91 or 0 are dropped. */
export const indianMobile = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, "").replace(/^(\+91|0)/, ""))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, "Please enter a 10-digit Indian mobile number, like 98765 43210."));

export type FieldErrors = Record<string, string>;

/** The first message for each field of a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}
