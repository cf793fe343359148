/**
 * Outgoing mail (password resets, receipts). With SMTP_URL set
 * (smtp://user:pass@host:587), through that server; otherwise each message is
 * written as an .eml file to the outbox folder (MAIL_OUTBOX, default ./outbox)
 * and logged, so nothing is lost and everything can be checked or sent later.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export const MAIL_FROM = process.env.MAIL_FROM || "Arunachala Guide <no-reply@localhost>";

export async function sendMail(mail: Mail, env: Record<string, string | undefined> = process.env): Promise<{ via: "smtp" | "outbox"; file?: string }> {
  const message = { from: env.MAIL_FROM || MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text };
  if (env.SMTP_URL) {
    await nodemailer.createTransport(env.SMTP_URL).sendMail(message);
    return { via: "smtp" };
  }
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  const dir = resolve(env.MAIL_OUTBOX || "outbox");
  mkdirSync(dir, { recursive: true });
  const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
  // Many receipts can go to one address in one millisecond: a random part keeps every file, and the
  // exclusive flag refuses ever to overwrite one (40 orders once left 38 files).
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}-${safeTo}.eml`);
  writeFileSync(file, built.message as Buffer, { flag: "wx" });
  console.log(`mail: "${mail.subject}" to ${mail.to} written to ${file} (no SMTP_URL set)`);
  return { via: "outbox", file };
}
