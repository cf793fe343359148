import { describe, expect, it } from "vitest";
import { NO_REDIRECT, REDIRECT_CASES } from "../../tests/redirect-cases";
import { canonicalPath, resolveRedirect } from "./redirects";

const cases: Array<[string, string | null]> = [...NO_REDIRECT.map((p): [string, null] => [p, null]), ...REDIRECT_CASES];

describe("resolveRedirect: path rules", () => {
  it.each(cases)("%s -> %s", (from, to) => {
    const result = resolveRedirect({ pathname: from, search: "" });
    if (to === null) expect(result).toBeNull();
    else expect(result).toEqual({ location: to, status: 301 });
  });

  it("keeps the query string", () => {
    expect(resolveRedirect({ pathname: "/About/", search: "?x=1&utm_source=a" })).toEqual({
      location: "/about?x=1&utm_source=a",
      status: 301,
    });
  });

  it("canonicalPath is idempotent for every case", () => {
    for (const [from] of cases) {
      const once = canonicalPath(from);
      expect(canonicalPath(once)).toBe(once);
    }
  });
});

describe("resolveRedirect: canonical host", () => {
  const siteUrl = "https://www.arunachala.example";

  it("sends the bare host to the www host, keeping path and query", () => {
    expect(resolveRedirect({ pathname: "/articles", search: "?search=deepam", host: "arunachala.example" }, { siteUrl })).toEqual({
      location: "https://www.arunachala.example/articles?search=deepam",
      status: 301,
    });
  });

  it("combines the host and path rules into one redirect", () => {
    expect(resolveRedirect({ pathname: "/About/", search: "", host: "arunachala.example" }, { siteUrl })).toEqual({
      location: "https://www.arunachala.example/about",
      status: 301,
    });
  });

  it("leaves the www host alone", () => {
    expect(resolveRedirect({ pathname: "/about", search: "", host: "www.arunachala.example" }, { siteUrl })).toBeNull();
  });

  it("ignores the port in the Host header", () => {
    expect(resolveRedirect({ pathname: "/", search: "", host: "arunachala.example:443" }, { siteUrl })?.location).toBe(
      "https://www.arunachala.example/",
    );
  });

  it("does nothing when SITE_URL is not a www host", () => {
    expect(resolveRedirect({ pathname: "/", search: "", host: "localhost:3000" }, { siteUrl: "http://localhost:3000" })).toBeNull();
    expect(resolveRedirect({ pathname: "/", search: "", host: "other.example" }, { siteUrl })).toBeNull();
  });
});

describe("resolveRedirect: the redirect parameter", () => {
  it("goes to a same-site path from the root", () => {
    expect(resolveRedirect({ pathname: "/", search: "?redirect=%2Farticles%3Fsearch%3Dlamp" })).toEqual({
      location: "/articles?search=lamp",
      status: 302,
    });
  });

  it("canonicalises the target path", () => {
    expect(resolveRedirect({ pathname: "/", search: "?redirect=/About/" })?.location).toBe("/about");
  });

  it("ignores an off-site target", () => {
    expect(resolveRedirect({ pathname: "/", search: "?redirect=https://evil.example" })).toBeNull();
    expect(resolveRedirect({ pathname: "/", search: "?redirect=//evil.example" })).toBeNull();
  });

  it("is not applied on other pages (the sign-in page reads it itself)", () => {
    expect(resolveRedirect({ pathname: "/auth", search: "?redirect=/admin/earth-grace" })).toBeNull();
  });
});
