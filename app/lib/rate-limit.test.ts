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
});
