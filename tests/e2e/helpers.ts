import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";

export const ARTICLE = "/articles/essential-guide-girivalam";

/** Fails on serious or critical axe violations (WCAG 2.1 AA rules). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The newest mail in the test server's outbox to an address, decoded (quoted-printable soft breaks
 * joined and =XX undone), or null while there is none.
 */
export function mailTo(address: string, subject?: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(process.env.E2E_OUTBOX!).filter((f) => f.includes(address)).sort();
  } catch {
    return null;
  }
  const mails = files
    .map((f) => readFileSync(join(process.env.E2E_OUTBOX!, f), "utf8"))
    .map((m) => m.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .filter((m) => !subject || m.includes(`Subject: ${subject}`));
  return mails.at(-1) ?? null;
}

/** Creates an account through the sign-up form and confirms it from the mailed link; ends signed in. */
export async function signUp(page: Page, email: string, password = "girivalam-on-pournami", name = "Pilgrim") {
  await page.goto("/auth");
  const form = page.getByRole("region", { name: "Create an account" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/^Password \(at least/).fill(password);
  await form.getByLabel("Password again").fill(password);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByRole("status")).toContainText(`We have sent a message to ${email}`);
  await expect.poll(() => mailTo(email, "Confirm your Arunachala Guide account"), { timeout: 15_000 }).not.toBeNull();
  const link = /http:\/\/\S+\/auth\/verify\?\S+/.exec(mailTo(email, "Confirm your Arunachala Guide account")!)![0];
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).not.toHaveURL(/\/auth\/verify/);
}

/** Navigates with the app's own router (as a <Link> would), not by loading a new document. */
export async function navigateInApp(page: Page, to: string) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
    void router.navigate(path);
  }, to);
}

/**
 * One request exactly as written (method, headers, body, with Content-Length when there is a body
 * unless the headers say otherwise), on a connection of its own. A server that answers and closes
 * before the whole body is sent has answered: status -1.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const bytes = body === undefined ? undefined : Buffer.from(body);
    const withLength = bytes && !headers["transfer-encoding"] && !headers["content-length"] ? { ...headers, "content-length": String(bytes.length) } : headers;
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: withLength, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => (e.code === "EPIPE" || e.code === "ECONNRESET" ? resolve({ status: -1, headers: {}, text: "" }) : reject(e)));
    if (bytes) req.write(bytes);
    req.end();
  });
}
