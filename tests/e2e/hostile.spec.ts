/**
 * Hostile requests against the built server (issue 19): every form with
 * every wrong kind of body, oversize bodies, impossible dates, mangled
 * cookies and odd methods. None may answer 500, and none may store anything
 * (checked by the mail outbox: every stored message, order or request sends
 * one).
 */
import { expect, test } from "@playwright/test";
import { rawRequest } from "./helpers";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 3210);
const FORMS = ["/contact", "/auth", "/auth/forgot", "/auth/reset", "/auth/verify", "/shop/checkout", "/earth-grace/no-such-house", "/soil-grace/no-such-listing", "/admin/earth-grace", "/admin/bulk-import"];

interface Case {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const BOUNDARY = "----hostile";
/** Every body carries this address: if anything were stored, a mail to it would land in the outbox. */
const MARK = `hostile-${randomBytes(4).toString("hex")}@example.org`;
const MARK_URL = encodeURIComponent(MARK);
const BODIES: Array<{ name: string; type?: string; body: string }> = [
  { name: "JSON", type: "application/json", body: JSON.stringify({ name: "A", email: MARK, message: "hello there friend" }) },
  { name: "plain text", type: "text/plain", body: `name=A&email=${MARK}&message=hello+there+friend` },
  { name: "XML", type: "application/xml", body: "<form><name>A</name></form>" },
  { name: "no content type", body: `name=A&email=${MARK_URL}&message=hello+there+friend` },
  { name: "broken multipart", type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nA` },
  { name: "multipart without boundary", type: "multipart/form-data", body: "name=A" },
  { name: "bad percent-encoding", type: "application/x-www-form-urlencoded", body: `name=%E0%A4%A&email=${MARK_URL}&message=%` },
  { name: "empty form", type: "application/x-www-form-urlencoded", body: "" },
  { name: "file where text belongs", type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n` },
];

function cases(): Case[] {
  const list: Case[] = [];
  for (const path of FORMS) {
    for (const b of BODIES) list.push({ name: `${path} ${b.name}`, method: "POST", path, headers: b.type ? { "content-type": b.type } : {}, body: b.body });
    list.push({ name: `${path} oversize`, method: "POST", path, headers: { "content-type": "application/x-www-form-urlencoded" }, body: `message=${"x".repeat(2 * 1024 * 1024)}` });
  }
  const stay = (checkIn: string, checkOut: string) => `checkIn=${checkIn}&checkOut=${checkOut}&guests=2&name=Meena&email=${MARK_URL}&phone=9876543210`;
  for (const [a, b] of [["2027-02-30", "2027-03-02"], ["2027-13-01", "2027-13-04"], ["9999-01-01", "9999-01-03"], ["0000-00-00", "0000-00-01"], ["2027-01-01", "2026-01-01"]]) {
    list.push({ name: `stay dates ${a} to ${b}`, method: "POST", path: "/earth-grace/no-such-house", headers: { "content-type": "application/x-www-form-urlencoded" }, body: stay(a!, b!) });
  }
  for (const cookie of ["ag_orders=%E0%A4%A", "ag_orders=%", "better-auth.session_token=%zz", "a=b; ; ;=;"]) {
    for (const path of ["/shop/checkout", "/shop/success?order=AG-XXXXXX", "/auth", "/admin/earth-grace"]) list.push({ name: `cookie ${cookie} on ${path}`, method: "GET", path, headers: { cookie } });
  }
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
    for (const path of ["/", "/about", "/contact", "/articles/essential-guide-girivalam", "/ramana/hymns/aksharamanamalai"]) list.push({ name: `${method} ${path}`, method, path, headers: {} });
  }
  for (const path of ["/articles?search=%E0%A4%A", "/spiritual-calendars?date=2027-02-30", "/spiritual-calendars?date=99999-01-01", "/calendar/99999.json", "/calendar/event/2027-02-30/x.ics", "/shop/x%00y", "/%E0%A4%A", "/articles/%2e%2e%2fetc"]) {
    list.push({ name: `GET ${path}`, method: "GET", path, headers: {} });
  }
  return list;
}

const send = async (c: Case) => (await rawRequest(port, c.method, c.path, c.headers, c.body)).status;

/** Outbox mails to the mark (other tests send mail at the same time; only ours count). */
const mailsToMark = () => {
  const dir = process.env.E2E_OUTBOX!;
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).filter((f) => readFileSync(join(dir, f), "utf8").includes(MARK)).length;
};

test("no hostile request gets a 500 or changes stored data", async () => {
  test.setTimeout(180_000);
  const results: Array<{ name: string; status: number }> = [];
  for (const c of cases()) results.push({ name: c.name, status: await send(c) });
  const errors = results.filter((r) => r.status >= 500 || r.status === 0);
  const refused = results.filter((r) => r.status >= 400 && r.status < 500);
  console.log(`hostile requests: ${results.length} sent, ${refused.length} answered 4xx, ${results.length - refused.length - errors.length} other (redirects, pages), ${errors.length} answered 5xx`);
  console.log(results.filter((r) => r.status < 400).map((r) => `  ${r.status} ${r.name}`).join("\n"));
  expect(errors.map((e) => `${e.name}: ${e.status}`)).toEqual([]);
  // Every wrong body to a form is refused outright.
  for (const r of results.filter((r) => / (JSON|plain text|XML|no content type|broken multipart|multipart without boundary|oversize)$/.test(r.name) && !r.name.startsWith("/admin"))) {
    expect(r.status === -1 || (r.status >= 400 && r.status < 500), `${r.name}: ${r.status}`).toBe(true);
  }
  expect(mailsToMark(), "nothing was stored or sent").toBe(0);
});
