import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, mailTo, signUp } from "./helpers";

const ADMIN = { email: "admin@example.org", password: "e2e-admin-password" };
const ADMIN_ROUTES = ["/admin/earth-grace", "/admin/bulk-import"];

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole("region", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test.describe("accounts and admin access", () => {
  test("anonymous visitors are sent to sign in, and come back after", async ({ page, request }) => {
    for (const path of ADMIN_ROUTES) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe(`/auth?redirect=${encodeURIComponent(path)}`);
      const post = await request.post(path, { form: { intent: "message-status", id: "1", status: "read" }, maxRedirects: 0 });
      expect(post.status()).toBe(302);
    }
    await page.goto("/admin/earth-grace");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fearth-grace$/);
    await expect(page.getByText("Please sign in to continue.")).toBeVisible();
    await signIn(page, ADMIN.email, "not the password");
    await expect(page.getByRole("alert")).toHaveText("That email and password do not match an account.");
    await expect(page.getByRole("region", { name: "Sign in" }).getByLabel("Email")).toHaveValue(ADMIN.email);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/earth-grace$/);
    await expect(page.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
  });

  test("signed-in visitors who are not admins get 403, pages and actions alike", async ({ page }) => {
    await signUp(page, `pilgrim-${Date.now()}@example.org`);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    for (const path of ADMIN_ROUTES) {
      const res = await page.goto(path);
      expect(res!.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
      const post = await page.request.post(path, { form: { intent: "message-status", id: "1", status: "read" }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
      expect(post.status()).toBe(403);
    }
    // Signing out ends the session.
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    expect((await page.request.get("/admin/earth-grace", { maxRedirects: 0 })).status()).toBe(302);
  });

  test("an admin sees the messages and every change lands in the audit log", async ({ page }) => {
    const subject = `Audit check ${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Kamala");
    await page.getByLabel("Your email").fill("kamala@example.org");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("Is the path lit all the way round at night?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

    await page.goto("/auth?redirect=/admin/earth-grace");
    await signIn(page, ADMIN.email, ADMIN.password);
    const message = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(message).toContainText("From Kamala <kamala@example.org>");
    await expect(message).toContainText("new");
    await message.getByRole("button", { name: "Mark read" }).click();
    await expect(message).toContainText("· read");
    const audit = page.getByRole("region", { name: "Audit log" }).getByRole("row").filter({ hasText: "contact.status" }).first();
    await expect(audit).toContainText(ADMIN.email);
    await expect(audit).toContainText('{"status":"read"}');
    await expectNoSeriousA11yViolations(page);
  });

  test("sign-up validates on the server and keeps what was typed", async ({ page }) => {
    await page.goto("/auth");
    const form = page.getByRole("region", { name: "Create an account" });
    await form.getByLabel("Name").fill("Ravi");
    await form.getByLabel("Email").fill("ravi@");
    await form.getByLabel(/^Password \(at least/).fill("short");
    await form.getByLabel("Password again").fill("different");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByText("Please choose a password of at least 10 characters.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Ravi");
    await expect(form.getByLabel("Email")).toHaveValue("ravi@");
    await expectNoSeriousA11yViolations(page);
  });

  test("sign-up confirms the address by mail, says the same for a known address, and returns where the visitor was going", async ({ page }) => {
    const email = `new-pilgrim-${Date.now()}@example.org`;
    await page.goto("/auth?redirect=/shop");
    const form = page.getByRole("region", { name: "Create an account" });
    await form.getByLabel("Name").fill("Meena");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Password \(at least/).fill("girivalam-on-pournami");
    await form.getByLabel("Password again").fill("girivalam-on-pournami");
    await form.getByRole("button", { name: "Create account" }).click();
    const answer = await form.getByRole("status").innerText();
    expect(answer).toContain(`We have sent a message to ${email}`);
    await expectNoSeriousA11yViolations(page);

    // Before confirming, the right password does not sign in; it sends a fresh link.
    const signin = page.getByRole("region", { name: "Sign in" });
    await signin.getByLabel("Email").fill(email);
    await signin.getByLabel("Password").fill("girivalam-on-pournami");
    await signin.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("not confirmed yet");

    // The admin's known address gets the same answer on the page, and a different mail.
    await page.goto("/auth");
    const again = page.getByRole("region", { name: "Create an account" });
    await again.getByLabel("Name").fill("Someone");
    await again.getByLabel("Email").fill(ADMIN.email);
    await again.getByLabel(/^Password \(at least/).fill("girivalam-on-pournami");
    await again.getByLabel("Password again").fill("girivalam-on-pournami");
    await again.getByRole("button", { name: "Create account" }).click();
    expect(await again.getByRole("status").innerText()).toBe(answer.replace(email, ADMIN.email));
    await expect.poll(() => mailTo(ADMIN.email, "You already have an Arunachala Guide account"), { timeout: 15_000 }).not.toBeNull();

    await expect.poll(() => mailTo(email, "Confirm your Arunachala Guide account"), { timeout: 15_000 }).not.toBeNull();
    const link = new URL(/http:\/\/\S+\/auth\/verify\?\S+/.exec(mailTo(email, "Confirm your Arunachala Guide account")!)![0]);
    expect(link.searchParams.get("redirect")).toBe("/shop");
    // Opening the link changes nothing by itself (a mail scanner may open it); the button confirms.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Confirm your account" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();

    // The link does not sign anyone in a second time.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto(link.pathname + link.search);
    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(page.getByRole("alert")).toContainText("expired or has been used already");
  });

  test("the redirect parameter never leaves the site", async ({ page }) => {
    await page.goto("/auth?redirect=//evil.example/steal");
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/auth$/);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  });

  test("the session cookie is HTTP-only and SameSite", async ({ page, context }) => {
    await page.goto("/auth");
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name.includes("session_token"))!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
  });
});
