import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, newNonce } from "./csp";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline code, skipping external scripts and JSON-LD", () => {
    const html = `<script>a()</script><script type="module" async>import "/x.js"</script><script src="/y.js"></script><script type="application/ld+json">{"a":1}</script><SCRIPT>b()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/x.js"'), sha("b()")]);
  });
  it("hashes speculation rules, which the browser also checks against script-src", () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"}}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha(rules)]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only this site plus the given script sources", () => {
    const csp = contentSecurityPolicy(["'nonce-abc'"], { https: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Frames: exactly the video provider's privacy-enhanced origin, nothing else.
    expect(csp).toMatch(/(^|; )frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
    expect(contentSecurityPolicy([], { https: false, frameSrc: [] })).toContain("frame-src 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy([], { https: false })).not.toContain("upgrade-insecure-requests");
  });
  it("nonces are fresh", () => expect(newNonce()).not.toBe(newNonce()));
});
