/** The sign-in and sign-up forms' rules, checked on the server. */
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../auth-forms";
import { emailField } from "./fields.server";

export const signInSchema = z.object({
  email: emailField("Please enter the email address you signed up with."),
  password: z.string().min(1, "Please enter your password."),
});

export const signUpSchema = z
  .object({
    name: z.string().trim().min(2, "Please enter your name.").max(100, "Please keep your name under 100 characters."),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email address, like name@example.com.")),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(128, "Please keep the password under 128 characters."),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords do not match." });

