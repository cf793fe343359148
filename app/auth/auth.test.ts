import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { user } from "~/db/schema";
import { BACKENDS, freshDatabase } from "~/db/test-databases";
import type { Mail } from "~/lib/mail.server";
import { authSecret, createAuth, hashPassword, verifyPassword } from "./auth.server";

describe("passwords", () => {
  it("are hashed with argon2id and verified", async () => {
    const stored = await hashPassword("a long enough password");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword({ hash: stored, password: "a long enough password" })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: "wrong" })).toBe(false);
    expect(await verifyPassword({ hash: "not a hash", password: "x" })).toBe(false);
  });
});

describe.each(BACKENDS)("accounts on %s", (backend) => {
  it("sign up makes a user (never an admin), sign in checks the password, sessions live in the database", async () => {
    const { db, cleanup } = await freshDatabase(backend);
    try {
      const secret = await authSecret(db, {});
      expect(await authSecret(db, {})).toBe(secret);
      const mails: Mail[] = [];
      const auth = createAuth(db, { secret, baseURL: "http://localhost:3000", mail: async (m) => void mails.push(m) });
      const linkIn = async (to: string) => {
        await vi.waitFor(() => expect(mails.some((m) => m.to === to)).toBe(true), { timeout: 10_000 });
        return mails.filter((m) => m.to === to).at(-1)!;
      };
      const up = await auth.api.signUpEmail({ body: { name: "Lakshmi", email: "lakshmi@example.org", password: "arunachala-shiva", callbackURL: "/shop/checkout" }, asResponse: true });
      expect(up.ok).toBe(true);
      // No session until the address is confirmed.
      expect(up.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
      const [row] = await db.select().from(user).where(eq(user.email, "lakshmi@example.org"));
      expect(row!.role).toBe("user");
      expect(row!.emailVerified).toBe(false);
      const confirm = await linkIn("lakshmi@example.org");
      expect(confirm.subject).toBe("Confirm your Arunachala Guide account");
      const link = new URL(/http:\/\/localhost:3000\/auth\/verify\?\S+/.exec(confirm.text)![0]);
      expect(link.searchParams.get("redirect")).toBe("/shop/checkout");
      expect(confirm.text).not.toContain("/api/auth");

      // Signing in before confirming is refused, and a fresh link is mailed.
      mails.length = 0;
      const early = await auth.api.signInEmail({ body: { email: "lakshmi@example.org", password: "arunachala-shiva" }, asResponse: true });
      expect(early.status).toBe(403);
      await linkIn("lakshmi@example.org");

      // The link confirms the address and signs in, once.
      const verified = await auth.api.verifyEmail({ query: { token: link.searchParams.get("token")! }, asResponse: true });
      expect(verified.ok).toBe(true);
      const cookie = verified.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const again = await auth.api.verifyEmail({ query: { token: link.searchParams.get("token")! }, asResponse: true });
      expect(again.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);

      // Signing up again with a known address answers as for a new one, and mails the owner instead.
      mails.length = 0;
      const dup = await auth.api.signUpEmail({ body: { name: "Someone", email: "lakshmi@example.org", password: "another-password" }, asResponse: true });
      expect(dup.status).toBe(up.status);
      expect(Object.keys((await dup.json()) as object).sort()).toEqual(["token", "user"]);
      expect((await linkIn("lakshmi@example.org")).subject).toBe("You already have an Arunachala Guide account");
      expect((await db.select().from(user).where(eq(user.email, "lakshmi@example.org"))).length).toBe(1);

      const wrong = await auth.api.signInEmail({ body: { email: "lakshmi@example.org", password: "not-the-password" }, asResponse: true });
      expect(wrong.ok).toBe(false);
      const right = await auth.api.signInEmail({ body: { email: "lakshmi@example.org", password: "arunachala-shiva" }, asResponse: true });
      expect(right.ok).toBe(true);
      const token = right.headers.getSetCookie().find((c) => c.includes("session_token"))!.split(";")[0]!;
      const session = await auth.api.getSession({ headers: new Headers({ cookie: token }) });
      expect(session?.user.email).toBe("lakshmi@example.org");

      // A role cannot be chosen at sign-up.
      const sneaky = await auth.api.signUpEmail({ body: { name: "X", email: "x@example.org", password: "arunachala-shiva", role: "admin" } as never, asResponse: true });
      if (sneaky.ok) {
        const [x] = await db.select().from(user).where(eq(user.email, "x@example.org"));
        expect(x!.role).toBe("user");
      }
    } finally {
      await cleanup();
    }
  });
});
