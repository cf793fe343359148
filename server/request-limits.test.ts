import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, IMPORT_BODY_LIMIT, refuseRequest, trustedProxyHops } from "./request-limits";

describe("request limits", () => {
  it("answers only GET, HEAD and POST", () => {
    expect(refuseRequest("GET", "/", {})).toBeNull();
    expect(refuseRequest("HEAD", "/about", {})).toBeNull();
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "PROPFIND"]) {
      expect(refuseRequest(method, "/contact", {}), method).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST" } });
    }
  });

  it("refuses a form body over its limit before reading it, and a body of unknown length", () => {
    expect(refuseRequest("POST", "/contact", { "content-length": String(FORM_BODY_LIMIT) })).toBeNull();
    expect(refuseRequest("POST", "/contact", { "content-length": String(FORM_BODY_LIMIT + 1) })).toMatchObject({ status: 413 });
    expect(refuseRequest("POST", "/contact", { "content-length": String(300 * 1024 * 1024) })).toMatchObject({ status: 413 });
    expect(refuseRequest("POST", "/contact", { "transfer-encoding": "chunked" })).toMatchObject({ status: 411 });
    expect(refuseRequest("POST", "/contact", { "content-length": "ten" })).toMatchObject({ status: 411 });
    // An empty post (no body at all) is left to the form, which answers 400.
    expect(refuseRequest("POST", "/contact", {})).toBeNull();
  });

  it("gives the bulk import room for its 1 MB file", () => {
    expect(refuseRequest("POST", "/admin/bulk-import", { "content-length": String(1024 * 1024 + 2000) })).toBeNull();
    expect(refuseRequest("POST", "/admin/bulk-import", { "content-length": String(IMPORT_BODY_LIMIT + 1) })).toMatchObject({ status: 413 });
    expect(refuseRequest("POST", "/shop/checkout", { "content-length": String(1024 * 1024) })).toMatchObject({ status: 413 });
  });
});

describe("TRUST_PROXY", () => {
  it("is a number of proxy hops; true means one; anything else stops the server at start", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("false")).toBe(0);
    expect(trustedProxyHops("true")).toBe(1);
    expect(trustedProxyHops("1")).toBe(1);
    expect(trustedProxyHops("2")).toBe(2);
    expect(() => trustedProxyHops("yes")).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxyHops("-1")).toThrow(/TRUST_PROXY/);
  });
});
