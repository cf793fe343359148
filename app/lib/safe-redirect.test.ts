import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const attacks = [
  "https://evil.example",
  "http://evil.example/path",
  "HTTPS://evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "  javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%255C%255Cevil.example",
  "/%252F%252Fevil.example",
  "/%09/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "/ /evil.example",
  "/..//evil.example",
  "/.%2e//evil.example",
  "http:evil.example",
  "evil.example",
  "",
  "/%E0%A4%A",
  `/${"a".repeat(3000)}`,
];

describe("safeRedirectPath", () => {
  it.each(attacks)("refuses %j", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it.each([
    ["/", "/"],
    ["/articles", "/articles"],
    ["/articles?search=lamp#top", "/articles?search=lamp#top"],
    ["/admin/earth-grace", "/admin/earth-grace"],
    ["/articles/../about", "/about"],
    ["/te/girivalam-guide", "/te/girivalam-guide"],
  ])("accepts %j as %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it("refuses null and undefined", () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
