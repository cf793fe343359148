/** The property listing and inquiry forms' rules, checked on the server. */
import { z } from "zod";
import { DOCUMENT_STATUSES } from "../property";
import { emailField, indianMobile } from "./fields.server";

export const listingSchema = z.object({
  title: z.string().trim().min(5, "Please give the listing a title.").max(120),
  slug: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens.").max(80),
  summary: z.string().trim().min(20, "Please write a one-line summary (20 characters or more).").max(200),
  description: z.string().trim().min(80, "Please describe the property (80 characters or more).").max(4000),
  areaSqft: z.coerce.number("Please give the area in square feet, as a number.").int("Area in whole square feet.").positive("Please give the area in square feet.").max(100_000_000),
  priceRupees: z.coerce.number("Please give the price in rupees, as a number.").positive("Please give the price in rupees.").max(10_000_000_000),
  location: z.string().trim().min(3, "Please give the location.").max(200),
  documents: z.enum(DOCUMENT_STATUSES, "Please choose the documents' status."),
  published: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});
export type ListingInput = z.infer<typeof listingSchema>;

export const inquirySchema = z.object({
  name: z.string().trim().min(2, "Please enter your name.").max(100),
  email: emailField(),
  phone: indianMobile,
  message: z.string().trim().min(10, "Please write a little more: at least 10 characters.").max(3000),
});
