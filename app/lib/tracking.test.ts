import { describe, expect, it } from "vitest";
import { hasTrackingParams, isTrackingParam, stripTrackingParams } from "./tracking";

describe("tracking parameters", () => {
  it.each(["utm_source", "utm_medium", "UTM_Campaign", "utm_content", "fbclid", "gclid", "_gl", "mc_cid", "mc_eid"])(
    "%s is tracking",
    (name) => expect(isTrackingParam(name)).toBe(true),
  );

  it.each(["search", "category", "utm", "redirect", "gl", "page"])("%s is not tracking", (name) =>
    expect(isTrackingParam(name)).toBe(false),
  );

  it("strips them and keeps the rest in order", () => {
    expect(stripTrackingParams("?utm_source=x&search=lamp&fbclid=1&category=mythology&_gl=2")).toBe(
      "?search=lamp&category=mythology",
    );
    expect(stripTrackingParams("?utm_source=x&gclid=1")).toBe("");
    expect(stripTrackingParams("")).toBe("");
  });

  it("detects them", () => {
    expect(hasTrackingParams("?a=1&mc_cid=3")).toBe(true);
    expect(hasTrackingParams("?a=1")).toBe(false);
  });
});
