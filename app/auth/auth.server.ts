/**
 * Accounts (better-auth, on our database through its Drizzle adapter).
 * Passwords are hashed with argon2id (@node-rs/argon2); sessions live in the
 * database behind an HTTP-only, SameSite=Lax cookie (Secure on https). Roles:
 * "user" (anyone who signs up) and "admin" (made by `npm run admin:create`).
 * The pages call the server API directly from route actions; no auth JSON
 * endpoints are exposed to the browser.
 */
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.server";
import { VERIFY_LINK_HOURS } from "../lib/auth-forms";
import { sendMail, type Mail } from "../lib/mail.server";
import { account, appSettings, session, user, verification } from "../db/schema";

export const MIN_PASSWORD = 10;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The session-signing secret: AUTH_SECRET, else one made once and kept in the database. */
export async function authSecret(db: Database, env: Record<string, string | undefined> = process.env): Promise<string> {
  if (env.AUTH_SECRET && env.AUTH_SECRET.length >= 32) return env.AUTH_SECRET;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  if (row) return row.value;
  const value = randomBytes(32).toString("base64url");
  await db.insert(appSettings).values({ key: "auth_secret", value }).onConflictDoNothing();
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  return stored!.value;
}

/**
 * Our own page for a link from a mail: better-auth makes the token (and its own API address, which the
 * browser never sees); the link carries the token and, when the visitor came from a page of ours, the
 * path to return to (checked again when the link is used).
 */
function pageLink(baseURL: string, page: string, token: string, apiUrl?: string): string {
  const callback = apiUrl ? new URL(apiUrl).searchParams.get("callbackURL") : null;
  const back = callback && callback.startsWith("/") && callback !== "/" ? `&redirect=${encodeURIComponent(callback)}` : "";
  return `${baseURL.replace(/\/$/, "")}${page}?token=${encodeURIComponent(token)}${back}`;
}

export function createAuth(db: Database, options: { secret: string; baseURL: string; mail?: (mail: Mail) => Promise<unknown> }) {
  const mail = options.mail ?? sendMail;
  const site = options.baseURL.replace(/\/$/, "");
  return betterAuth({
    appName: "Arunachala Guide",
    baseURL: options.baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: 128,
      // A new account is confirmed from a link mailed to it. Sign-up therefore answers the same for a
      // known and an unknown address (better-auth hashes the password either way and returns a
      // stand-in user for a known one), and the owner of a known address is told by mail instead.
      requireEmailVerification: true,
      autoSignIn: false,
      onExistingUserSignUp: async ({ user: u }) => {
        await mail({
          to: u.email,
          subject: "You already have an Arunachala Guide account",
          text: `Namaste ${u.name},\n\nSomeone (we hope you) tried to create an account at the Arunachala Guide with this address, which already has one.\nSign in here: ${site}/auth\nIf you have forgotten the password, choose a new one here: ${site}/auth/forgot\n\nIf it was not you, ignore this message: nothing has changed.\n`,
        });
      },
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      // Our own page takes the token (no auth API is exposed to the browser).
      sendResetPassword: async ({ user: u, token }) => {
        const link = pageLink(site, "/auth/reset", token);
        await mail({
          to: u.email,
          subject: "Reset your Arunachala Guide password",
          text: `Namaste ${u.name},\n\nSomeone (we hope you) asked to reset the password of your account at the Arunachala Guide.\nOpen this link within an hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
        });
      },
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      expiresIn: VERIFY_LINK_HOURS * 60 * 60,
      autoSignInAfterVerification: true,
      // Signing in with the right password to an unconfirmed account mails a fresh link.
      sendOnSignIn: true,
      sendVerificationEmail: async ({ user: u, token, url }) => {
        await mail({
          to: u.email,
          subject: "Confirm your Arunachala Guide account",
          text: `Namaste ${u.name},\n\nThank you for creating an account at the Arunachala Guide. Open this link within ${VERIFY_LINK_HOURS} hours to confirm your address and sign in:\n\n${pageLink(site, "/auth/verify", token, url)}\n\nIf it was not you, ignore this message: without the link, no account is made usable.\n`,
        });
      },
    },
    user: { additionalFields: { role: { type: "string", defaultValue: "user", input: false } } },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    // The pages rate-limit sign-in and sign-up themselves (by address and email); this guards the API as well.
    rateLimit: { enabled: true, window: 60, max: 60, customRules: { "/sign-in/email": { window: 60, max: 10 }, "/sign-up/email": { window: 600, max: 10 } } },
    advanced: {
      useSecureCookies: options.baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
