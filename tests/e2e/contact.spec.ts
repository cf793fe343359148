import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { expectNoSeriousA11yViolations } from "./helpers";

test.describe("contact form", () => {
  test("bad input gets a message per field, keeps what was typed and focuses the first field to fix", async ({ page }) => {
    await page.goto("/contact");
    // A reading page with an ordinary form (decision 0014): the server answers the post with the page.
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    await page.getByLabel("Your name").fill("Meena");
    await page.getByLabel("Your email").fill("meena@");
    await page.getByLabel("Message").fill("Rooms?");
    await page.getByRole("button", { name: "Send message" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please check the form" });
    await expect(summary).toContainText("Your email: Please enter a valid email address, like name@example.com.");
    await expect(summary).toContainText("Subject: Please add a short subject.");
    await expect(summary).toContainText("Message: Please write a little more: at least 10 characters.");
    await expect(page.getByLabel("Your name")).toHaveValue("Meena");
    await expect(page.getByLabel("Your email")).toHaveValue("meena@");
    await expect(page.getByLabel("Message")).toHaveValue("Rooms?");
    await expect(page.getByLabel("Your email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your email")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Your email").fill("meena@example.org");
    await page.getByLabel("Subject").fill("Rooms at Deepam");
    await page.getByLabel("Message").fill("Are there rooms near the temple for Deepam week?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the form still sends", async ({ page }) => {
      await page.goto("/contact");
      await page.getByLabel("Your name").fill("Ravi");
      await page.getByLabel("Your email").fill("ravi@example.org");
      await page.getByLabel("Subject").fill("A correction");
      await page.getByLabel("Message").fill("The bus stand has moved to the new site on the bypass.");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
      // Sent, then redirected (303): a reload shows the thanks again and sends nothing twice.
      await expect(page).toHaveURL(/\/contact\?sent=1$/);
      const reload = await page.reload();
      expect(reload!.request().method()).toBe("GET");
    });
  });

  test("a post is answered with a 303 to the thanks (here a bot's, which fills the hidden field and is kept nowhere)", async ({ request }) => {
    const form = { name: "Uma", email: "uma@example.org", subject: "Thank you", message: "A short note of thanks for the guide.", website: "https://spam.example" };
    const res = await request.post("/contact", { form, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers()["location"]).toBe("/contact?sent=1");
  });

  test("cross-site posts are refused", async ({ request }) => {
    const form = { name: "X", email: "x@example.org", subject: "Hello", message: "A message from elsewhere" };
    const res = await request.post("/contact", { form, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(res.status()).toBe(403);
    const opaque = await request.post("/contact", { form, headers: { Origin: "null" }, maxRedirects: 0 });
    expect(opaque.status()).toBe(403);
  });
});

test("a second server on the same DATA_DIR is refused with a clear message", async () => {
  test.setTimeout(60_000);
  const child = spawn("node", ["server.js"], {
    env: { ...process.env, PORT: "3297", HOST: "127.0.0.1", NODE_ENV: "production", DATA_DIR: process.env.E2E_DATA_DIR! },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("is in use by another process of this site");
});
