/** The contact form's fields and results (pure; its rules are in forms/contact.server.ts). */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Record<ContactField, string>;

/** The honeypot: a field people never see or fill; bots that fill it are thanked and ignored. */
export const HONEYPOT_FIELD = "website";

export type ContactResult =
  | { ok: true }
  | { ok: false; errors: Partial<Record<ContactField, string>>; values: Record<ContactField, string>; formError?: string };

/** What an admin can mark a message as. */
export const MESSAGE_STATUSES = ["new", "read", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
