/**
 * A fresh server of its own (issue 19), behind a proxy (TRUST_PROXY=1):
 * - its first request can be a checkout: the products reached the database at start;
 * - the client's address is the one the proxy appended, so forged
 *   X-Forwarded-For entries cannot spread sign-in attempts over made-up
 *   addresses; and one account tried from many real addresses is limited too.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// One server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: "serial" });

let server: ChildProcess;
// A port of its own (the other spawned servers use 3294, 3296 to 3299).
const port = 3293;
const base = `http://127.0.0.1:${port}`;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), "arunachala-proxy-")), "data");
  server = spawn("node", ["server.js"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, TRUST_PROXY: "1" }, stdio: "ignore" });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("proxy test server did not start");
});
test.afterAll(() => {
  server.kill("SIGTERM");
});

test("the first request to a fresh server can be a checkout: the catalogue reached the database at start", async ({ request }) => {
  const res = await request.post(`${base}/shop/checkout`, {
    form: { cart: JSON.stringify([{ slug: "who-am-i-booklet", quantity: 1 }]), name: "Meena K", phone: "9876543210", email: "meena@example.org", address1: "12 Car Street", city: "Tiruvannamalai", state: "Tamil Nadu", pin: "606601", payment: "cod" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toMatch(/^\/shop\/success\?order=AG-/);
});

async function signIn(request: APIRequestContext, email: string, forwardedFor: string) {
  const res = await request.post(`${base}/auth`, {
    form: { intent: "signin", email, password: "not-the-password" },
    headers: { "x-forwarded-for": forwardedFor },
    maxRedirects: 0,
  });
  return res.status();
}

test("forged X-Forwarded-For entries do not escape the sign-in limit", async ({ request }) => {
  test.setTimeout(120_000);
  // The client writes any address it likes on the left; the proxy appends the address it saw.
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push(await signIn(request, `someone${i}@example.org`, `10.0.0.${i}, 203.0.113.7`));
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(10)).toEqual([429, 429]);
});

test("one account tried from many addresses is limited too", async ({ request }) => {
  test.setTimeout(120_000);
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push(await signIn(request, "victim@example.org", `198.51.100.${i}`));
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(10)).toEqual([429, 429]);
});
