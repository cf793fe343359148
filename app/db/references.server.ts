import { randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A reference a visitor can read out on the phone: a prefix and six letters or digits without look-alikes (AG-7K2M9Q). */
export function newReference(prefix: "AG" | "ST"): string {
  return `${prefix}-${[...randomBytes(6)].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}
