import { describe, expect, it } from "vitest";
import { orderCookie, orderTokens } from "./orders.server";

const TOKEN = "a".repeat(32);
const withCookie = (cookie: string) => new Request("http://localhost/shop/checkout", { headers: { cookie } });

describe("order cookie", () => {
  it("keeps the last ten tokens", () => {
    const earlier = Array.from({ length: 12 }, (_, i) => `${i}`.padStart(24, "t"));
    const header = orderCookie(withCookie(`ag_orders=${earlier.join(".")}`), TOKEN);
    const value = decodeURIComponent(/=([^;]*)/.exec(header)![1]!);
    expect(value.split(".")).toHaveLength(10);
    expect(value.startsWith(TOKEN)).toBe(true);
  });

  it("a mangled cookie holds no tokens and never throws, so a placed order is never failed by it", () => {
    for (const bad of ["%E0%A4%A", "%", "%zz", "....", "a%00b"]) {
      const name = /^([^=]+)=/.exec(orderCookie(withCookie(""), TOKEN))![1]!;
      expect(() => orderTokens(withCookie(`${name}=${bad}`)), bad).not.toThrow();
      expect(orderTokens(withCookie(`${name}=${bad}`)), bad).toEqual([]);
      expect(() => orderCookie(withCookie(`${name}=${bad}`), TOKEN), bad).not.toThrow();
    }
  });
});
