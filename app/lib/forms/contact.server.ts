/** The contact form's rules, checked on the server. */
import { z } from "zod";
import { CONTACT_FIELDS, type ContactField, type ContactInput, type ContactResult } from "../contact";
import { fieldErrors } from "./fields.server";

export const contactSchema = z.object({
  name: z.string().trim().min(2, "Please enter your name.").max(100, "Please keep your name under 100 characters."),
  email: z.string().trim().max(254, "That email address is too long.").pipe(z.email("Please enter a valid email address, like name@example.com.")),
  subject: z.string().trim().min(3, "Please add a short subject.").max(150, "Please keep the subject under 150 characters."),
  message: z.string().trim().min(10, "Please write a little more: at least 10 characters.").max(5000, "Please keep the message under 5,000 characters."),
});

/** Validates the posted fields; on failure, one message per field and the typed values, so nothing typed is lost. */
export function validateContact(form: Record<string, unknown>): { ok: true; data: ContactInput } | Extract<ContactResult, { ok: false }> {
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, typeof form[f] === "string" ? (form[f] as string) : ""])) as Record<ContactField, string>;
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error) as Partial<Record<ContactField, string>>, values };
}

