import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { BACKENDS, freshDatabase } from "~/db/test-databases";
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
      const auth = createAuth(db, { secret, baseURL: "http://localhost:3000" });
      const up = await auth.api.signUpEmail({ body: { name: "Lakshmi", email: "lakshmi@example.org", password: "arunachala-shiva" }, asResponse: true });
      expect(up.ok).toBe(true);
      const cookie = up.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const [row] = await db.select().from(user).where(eq(user.email, "lakshmi@example.org"));
      expect(row!.role).toBe("user");

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
  }, 60_000);
});
