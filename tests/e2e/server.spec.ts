import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request as httpRequest } from "node:http";
import { REDIRECT_CASES } from "../redirect-cases";
import { ARTICLE, rawRequest } from "./helpers";

const REDIRECTS: Array<[string, string]> = [...REDIRECT_CASES, ["/About/?x=1", "/about?x=1"]];

test.describe("redirects answer 301 with the exact Location", () => {
  for (const [from, to] of REDIRECTS) {
    test(`${from} -> ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()["location"]).toBe(to);
    });
  }

  test("the redirect parameter goes only to a path on this site", async ({ request }) => {
    const ok = await request.get("/?redirect=%2Farticles%3Fsearch%3Ddeepam", { maxRedirects: 0 });
    expect(ok.status()).toBe(302);
    expect(ok.headers()["location"]).toBe("/articles?search=deepam");
    for (const attack of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/%2F%2Fevil.example", "/%09/evil.example"]) {
      const res = await request.get(`/?redirect=${encodeURIComponent(attack)}`, { maxRedirects: 0 });
      expect(res.status(), attack).toBe(200);
    }
  });
});

test.describe("canonical host", () => {
  let server: ChildProcess;
  const port = 3299;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const dataDir = join(mkdtempSync(join(tmpdir(), "arunachala-canonical-")), "data");
    server = spawn("node", ["server.js"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: "https://www.arunachala.example", DATA_DIR: dataDir },
      stdio: "ignore",
    });
    for (let i = 0; i < 400; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("second server did not start");
  });
  test.afterAll(() => {
    server.kill("SIGTERM");
  });

  /** fetch() may not set Host; node:http can. */
  const get = (path: string, host: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      });
      req.on("error", reject);
      req.end();
    });

  test("a request for the bare host goes to the www host in one redirect, path and query kept", async () => {
    expect(await get("/About/?search=x", "arunachala.example")).toEqual({
      status: 301,
      location: "https://www.arunachala.example/about?search=x",
    });
    expect(await get("/articles", "arunachala.example")).toEqual({ status: 301, location: "https://www.arunachala.example/articles" });
    expect((await get("/about", "www.arunachala.example")).status).toBe(200);
  });
});

test.describe("headers", () => {
  test("security headers on a prerendered page, with a CSP the page passes", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(ARTICLE);
    const h = res!.headers();
    expect(h["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("geolocation=(self)");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["strict-transport-security"]).toBeUndefined(); // http here; set only on https
    expect(h["cache-control"]).toContain("max-age=0");
    expect(h["etag"]).toBeTruthy();
    // the page hydrates under its CSP: a client-side link works without a reload
    await page.getByRole("link", { name: "All articles" }).click();
    await expect(page.locator("h1")).toHaveText("Sacred Wisdom Articles");
    expect(violations).toEqual([]);
  });

  test("pages rendered per visitor use a fresh nonce and are kept by no shared cache", async ({ request }) => {
    const a = await request.get("/auth");
    const b = await request.get("/auth");
    const nonce = (r: typeof a) => /'nonce-([^']+)'/.exec(r.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
    expect(await a.text()).toContain(`nonce="${nonce(a)}"`);
    expect(b.headers()["cache-control"]).toBe("private, no-store");
    expect(b.headers()["age"]).toBeUndefined();
    // A page that says nothing is private too.
    expect((await request.get("/no-such-page")).headers()["cache-control"]).toBe("private, no-cache");
  });

  test("a public rendered page is kept a while by the shared render cache and still passes its CSP", async ({ page, request }) => {
    const url = `/arunachala-videos?q=girivalam&t=${Date.now()}`;
    const first = await request.get(url);
    const again = await request.get(url);
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300");
    expect(first.headers()["x-cache"]).toBe("MISS");
    expect(again.headers()["x-cache"]).toBe("HIT");
    expect(again.headers()["age"]).toBeDefined();
    expect(again.headers()["etag"]).toBe(first.headers()["etag"]);
    expect(await again.text()).toBe(await first.text());
    // Served from the cache, its inline scripts are allowed by their hashes, not by a nonce.
    expect(again.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(again.headers()["content-security-policy"]).not.toContain("'nonce-");
    expect((await request.get(url, { headers: { "if-none-match": first.headers()["etag"]! } })).status()).toBe(304);

    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(url);
    expect(res!.headers()["x-cache"]).toBe("HIT");
    // it hydrates under that CSP: a client-side link works without a reload
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Articles", exact: true }).click();
    await expect(page).toHaveURL(/\/articles$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(violations).toEqual([]);
  });

  test("form pages raise no Content-Security-Policy issue, and no browser script carries zod", async ({ page, context }) => {
    // zod probes `new Function` when it builds a schema, which this CSP reports
    // as an eval violation; the forms' rules therefore stay on the server.
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on("Audits.issueAdded", (e) => {
      if (e.issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(e.issue.details));
    });
    await cdp.send("Audits.enable");
    for (const path of ["/contact", "/shop", "/shop/checkout", "/auth", "/earth-grace", "/soil-grace", "/arunachala-videos"]) {
      await page.goto(path);
      // Reading pages (contact, the lists) have no React to hydrate: the enhancement module has run (decision 0014).
      await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
      await page.waitForLoadState("networkidle");
    }
    expect(issues).toEqual([]);
    const assets = join("build", "client", "assets");
    const withZod = readdirSync(assets).filter((f) => f.endsWith(".js") && /ZodError|invalid_type/.test(readFileSync(join(assets, f), "utf8")));
    expect(withZod).toEqual([]);
  });

  test("hashed assets are immutable and responses are compressed", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const asset = /rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(home)![1]!;
    const res = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers()["cache-control"]).toContain("immutable");
    const html = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(html.headers()["content-encoding"]).toBe("gzip");
  });

  test("a missing asset is a plain 404; the sitemap is cached for an hour", async ({ request }) => {
    const missing = await request.get("/assets/Root-Gone1234.js", { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain("This Path Does Not Lead Here");
    expect((await request.get("/sitemap.xml")).headers()["cache-control"]).toBe("public, max-age=3600");
    expect((await request.get("/favicon.svg")).headers()["cache-control"]).toBe("public, max-age=604800");
  });

  test("revalidation answers 304", async ({ request }) => {
    const first = await request.get("/about");
    const again = await request.get("/about", { headers: { "if-none-match": first.headers()["etag"]! } });
    expect(again.status()).toBe(304);
  });
});

test.describe("sitemap, robots and feed", () => {
  test("sitemap lists every public page and article", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    // Home, articles, about, editorial principles, calendar, today's panchang, full moons, the coming Deepam, Deepam 2025, 5 festival guides,
    // Girivalam guide and tracker, videos, chanting, contact, shop, stays, property; 34 articles; the Ramana
    // section (hub, three section hubs, nine works, the hymns overview, teachings); the practical guides (hub, travel, temple,
    // ritual), the planner and the quiz.
    expect(xml.match(/<url>/g)!.length).toBe(22 + 34 + 15 + 6);
    expect(xml).toContain("/pilgrimage-planner</loc>");
    expect(xml).toContain("/ramana/hymns/aksharamanamalai</loc>");
    expect(xml).not.toContain("navamanimalai");
    expect(xml).toContain("/festivals/deepam-vs-diwali</loc>");
    expect(xml).toContain("/spiritual-calendars</loc>");
    expect(xml).not.toContain("/server-error");
  });
  test("robots keeps crawlers out of admin, auth and orders", async ({ request }) => {
    const txt = await (await request.get("/robots.txt")).text();
    expect(txt).toMatch(/Disallow: \/admin\n/);
    expect(txt).toMatch(/Disallow: \/auth\n/);
    expect(txt).toMatch(/Disallow: \/shop\/success\n/);
  });
  test("the feed lists the articles", async ({ request }) => {
    const res = await request.get("/feed.xml");
    expect(res.headers()["content-type"]).toContain("xml");
    expect((await res.text()).match(/<entry>/g)).toHaveLength(34);
  });
});

test("the server shuts down cleanly on SIGTERM, serving a request that arrives on a kept-alive connection", async () => {
  test.setTimeout(60_000);
  const port = 3298;
  // Its own database folder (a fresh one takes a few seconds to create), never the live ./data.
  const dataDir = join(mkdtempSync(join(tmpdir(), "arunachala-sigterm-")), "data");
  // A drain long enough that a loaded machine still sends the second request inside it.
  const child = spawn("node", ["server.js"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: "4000" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  for (let i = 0; i < 400 && !output.includes("listening"); i++) await new Promise((r) => setTimeout(r, 100));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; connection?: string; socket: unknown }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/about", agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: req.socket }));
      });
      req.on("error", reject);
      req.end();
    });
  const first = await get();
  expect(first.status).toBe(200);
  expect(first.connection).toBe("keep-alive");
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  for (let i = 0; i < 100 && !output.includes("SIGTERM: closing"); i++) await new Promise((r) => setTimeout(r, 20));
  // The next request goes over the same kept-alive connection: it is answered, and told to close.
  const second = await get();
  expect(second.status).toBe(200);
  expect(second.socket).toBe(first.socket);
  expect(second.connection).toBe("close");
  expect(await exited).toBe(0);
  agent.destroy();
});

test.describe("request limits (issue 19)", () => {
  // The test server's port (playwright.config.ts).
  const port = Number(process.env.E2E_PORT ?? 3210);
  /** A raw request, so that headers such as Transfer-Encoding are exactly what a client sends. */
  const raw = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
    const res = await rawRequest(port, method, path, headers, body);
    return { status: res.status, allow: res.headers.allow, text: res.text };
  };

  test("an oversize form body is refused with 413 before it is read", async ({ request }) => {
    const res = await request.post("/contact", { form: { name: "A", email: "a@example.org", message: "x".repeat(200 * 1024) } });
    expect(res.status()).toBe(413);
    expect(await res.text()).toContain("too large");
    // A declared 300 MB body is refused at once, with nothing sent after the headers.
    const huge = await raw("POST", "/contact", { "content-type": "application/x-www-form-urlencoded", "content-length": String(300 * 1024 * 1024) });
    expect(huge.status).toBe(413);
  });

  test("a body of unknown length is refused with 411, and methods the site does not answer with 405", async () => {
    const chunked = await raw("POST", "/contact", { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" }, "name=A");
    expect(chunked.status).toBe(411);
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const res = await raw(method, "/about", {});
      expect(res.status, method).toBe(405);
      expect(res.allow, method).toBe("GET, HEAD, POST");
    }
  });
});
