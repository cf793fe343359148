/**
 * WEB_CONCURRENCY: several worker processes behind one port, on PostgreSQL.
 * The multi-worker tests need the test PostgreSQL (TEST_DATABASE_URL, which
 * .ci/run provides); each request goes on a new connection, so the primary
 * hands them to the workers in turn.
 */
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import pg from "pg";

const PORT = 3294;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One request on a connection of its own. */
function fresh(method: "GET" | "POST", path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { connection: "close", origin: `http://127.0.0.1:${PORT}` };
    if (body) headers["content-type"] = "application/x-www-form-urlencoded";
    const req = httpRequest({ host: "127.0.0.1", port: PORT, path, method, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn("node", ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(PORT), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

test("more than one worker without DATABASE_URL is refused with a clear message", async () => {
  const server = start({ WEB_CONCURRENCY: "2", DATABASE_URL: "" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("WEB_CONCURRENCY=2 needs the production server and DATABASE_URL");
});

test.describe("two workers on PostgreSQL", () => {
  // One server for the three tests, which run in order.
  test.describe.configure({ mode: "serial" });
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL (a PostgreSQL server)");
  test.setTimeout(90_000);

  let server: ReturnType<typeof start>;
  let admin: pg.Client;
  const name = `e2e_workers_${randomBytes(4).toString("hex")}`;

  test.beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    server = start({ WEB_CONCURRENCY: "2", DATABASE_URL: url.href });
    for (let i = 0; i < 400 && (server.output().match(/worker \d+ listening/g) ?? []).length < 2; i++) await new Promise((r) => setTimeout(r, 100));
  });

  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: stopping 2 workers");
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  test("the primary migrates once and starts two workers", () => {
    const output = server.output();
    expect(output.match(/migrations applied/g)).toHaveLength(1);
    expect(output.match(/worker \d+ listening/g)).toHaveLength(2);
  });

  test("a rate limit holds for the whole server, not per worker", async () => {
    const form = new URLSearchParams({ name: "Worker Test", email: "w@example.org", subject: "Two workers", message: "A message to test the shared limit." }).toString();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await fresh("POST", "/contact", form)).status);
    // Five per address in ten minutes (counted per worker, two workers would have let all seven through).
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429]);
  });

  test("another instance on the same database shares the limit (counts are kept in PostgreSQL)", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const port = 3292;
    const other = spawn("node", ["server.js"], { env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: url.href, WEB_CONCURRENCY: "1" }, stdio: "ignore" });
    try {
      for (let i = 0; i < 400; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) break;
        } catch {
          /* not up yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      const form = new URLSearchParams({ name: "Worker Test", email: "w@example.org", subject: "Two instances", message: "A message to test the shared limit." });
      // This address used its five messages on the first server: the second one knows.
      const res = await fetch(`http://127.0.0.1:${port}/contact`, { method: "POST", body: form, headers: { origin: `http://127.0.0.1:${port}` }, redirect: "manual" });
      expect(res.status).toBe(429);
    } finally {
      other.kill("SIGTERM");
    }
  });

  test("a change on one worker empties the render cache of every worker", async () => {
    const path = `/articles?search=girivalam&w=${Date.now()}`;
    const misses = async () => {
      const caches: string[] = [];
      for (let i = 0; i < 6; i++) caches.push(String((await fresh("GET", path)).headers["x-cache"]));
      return caches.filter((c) => c === "MISS").length;
    };
    // Each worker renders the page once, then serves it kept.
    expect(await misses()).toBe(2);
    expect(await misses()).toBe(0);
    // A successful post (here a bot's, thanked and kept nowhere) on one worker...
    const bot = new URLSearchParams({ name: "Bot", email: "b@example.org", subject: "Spam", message: "Buy things now please", website: "https://spam.example" }).toString();
    expect((await fresh("POST", "/contact", bot)).status).toBe(303);
    // ...and both render it again.
    expect(await misses()).toBe(2);
  });
});
