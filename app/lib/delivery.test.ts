import { describe, expect, it } from "vitest";
import { deliveryOf, ISLANDS_PAGE, STATIC_PAGE } from "./delivery";

describe("deliveryOf", () => {
  it("is app when no route declares a delivery", () => {
    expect(deliveryOf([{ handle: undefined }, {}])).toBe("app");
    expect(deliveryOf([])).toBe("app");
  });
  it("takes the deepest route that declares one", () => {
    expect(deliveryOf([{ handle: undefined }, { handle: STATIC_PAGE }])).toBe("static");
    expect(deliveryOf([{ handle: ISLANDS_PAGE }, { handle: { other: 1 } }])).toBe("islands");
    expect(deliveryOf([{ handle: STATIC_PAGE }, { handle: { delivery: "app" } }])).toBe("app");
  });
  it("ignores handles that are not deliveries", () => {
    expect(deliveryOf([{ handle: { delivery: "sometimes" } }, { handle: "static" }])).toBe("app");
  });
});
