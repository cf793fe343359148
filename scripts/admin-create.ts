/**
 * Makes an administrator: `npm run admin:create -- --email you@example.org [--name "Your Name"] [--password ...]`.
 * Creates the account if it does not exist (printing a generated password when
 * none is given) and gives it the admin role; an existing account is promoted.
 * Uses the same database as the server (DATABASE_URL, else DATA_DIR): with the
 * embedded database, stop the server first (it holds the folder's lock).
 */
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { authSecret, createAuth, MIN_PASSWORD } from "../app/auth/auth.server.ts";
import { resolveSiteUrl } from "../app/config/site-url.ts";
import { recordAudit } from "../app/db/audit.server.ts";
import { openDatabase } from "../app/db/database.server.ts";
import { user } from "../app/db/schema.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } } });
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  console.error("Usage: npm run admin:create -- --email you@example.org [--name \"Your Name\"] [--password at-least-10-characters]");
  process.exit(1);
}
if (values.password !== undefined && values.password.length < MIN_PASSWORD) {
  console.error(`The password must have at least ${MIN_PASSWORD} characters.`);
  process.exit(1);
}

let open;
try {
  open = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || "data" });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
try {
  const { db } = open;
  const [existing] = await db.select().from(user).where(eq(user.email, email.data));
  let generated: string | null = null;
  if (!existing) {
    const password = values.password ?? (generated = randomBytes(12).toString("base64url"));
    // The administrator is made here, not by a mailed link: no confirmation mail, and the address counts as confirmed.
    const auth = createAuth(db, { secret: await authSecret(db), baseURL: resolveSiteUrl(process.env.SITE_URL), mail: async () => {} });
    await auth.api.signUpEmail({ body: { name: values.name?.trim() || "Administrator", email: email.data, password } });
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.update(user).set({ role: "admin", emailVerified: true, updatedAt: new Date() }).where(eq(user.email, email.data)).returning({ id: user.id });
    await recordAudit(tx as never, { id: "cli", email: "admin:create" }, "user.make-admin", `user:${row!.id}`, { email: email.data, created: !existing });
  });
  console.log(`${email.data} is now an administrator${existing ? " (existing account)" : " (new account)"}.`);
  if (generated) console.log(`Password: ${generated}\nKeep it safe; it is not shown again.`);
} finally {
  await open.close();
}
