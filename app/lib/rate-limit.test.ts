import { describe, expect, it } from "vitest";
import { makeLimiter } from "./rate-limit.server";

describe("makeLimiter", () => {
  it("allows the set number per key, then says how long to wait", async () => {
    const limit = makeLimiter("test", 2, 60);
    expect(await limit("1.2.3.4")).toEqual({ ok: true });
    expect(await limit("1.2.3.4")).toEqual({ ok: true });
    const third = await limit("1.2.3.4");
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.retryAfterSeconds).toBeGreaterThan(50);
    expect(await limit("5.6.7.8")).toEqual({ ok: true });
  });

  it("can look without spending, and forget a key", async () => {
    const failures = makeLimiter("test-failures", 2, 60);
    expect(await failures.blocked("meena@example.org")).toEqual({ ok: true });
    await failures("meena@example.org");
    await failures("meena@example.org");
    expect((await failures.blocked("meena@example.org")).ok).toBe(false);
    await failures.reset("meena@example.org");
    expect(await failures.blocked("meena@example.org")).toEqual({ ok: true });
  });
});

describe("makeLimiter on PostgreSQL", () => {
  it.runIf(process.env.TEST_DATABASE_URL)("two instances of the site share one count", async () => {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    try {
      // Two limiters of one name stand for the same form on two servers behind a load balancer.
      const name = `shared-${Date.now().toString(36)}`;
      const one = makeLimiter(name, 3, 60);
      const other = makeLimiter(name, 3, 60);
      expect(await one("203.0.113.5")).toEqual({ ok: true });
      expect(await other("203.0.113.5")).toEqual({ ok: true });
      expect(await one("203.0.113.5")).toEqual({ ok: true });
      expect((await other("203.0.113.5")).ok).toBe(false);
      expect(await other("198.51.100.1")).toEqual({ ok: true });
    } finally {
      delete process.env.DATABASE_URL;
    }
  });
});
