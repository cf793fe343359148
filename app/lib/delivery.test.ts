import { describe, expect, it } from "vitest";
import { deliveryOf, ISLANDS_PAGE, islandsAtLoad, STATIC_PAGE } from "./delivery";

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

describe("islandsAtLoad", () => {
  it("finds the islands a page wakes at load, as ReactIsland and EnhancedIsland write their markers", () => {
    const html = `<div data-island="page-calendar" data-when="load" data-props="{}"></div><div data-island="chant-audio" data-when="visible" data-props="{}"></div><div data-island="deepam-countdown" data-when="load" data-props="{}"></div>`;
    expect(islandsAtLoad(html)).toEqual(["page-calendar", "deepam-countdown"]);
    expect(islandsAtLoad("<main>no islands</main>")).toEqual([]);
  });
});
