import { expect, test } from "@playwright/test";
import { mailTo, signUp } from "./helpers";

test("a forgotten password is reset through the emailed link, which works once", async ({ page }) => {
  const email = `forgetful-${Date.now()}@example.org`;
  await signUp(page, email, "first-password-1", "Forgetful Pilgrim");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgotten password?" }).click();
  await page.getByLabel("Email of your account").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`If an account exists for ${email}`);
  // Unknown addresses get the same answer.
  await page.goto("/auth/forgot");
  await page.getByLabel("Email of your account").fill("nobody-here@example.org");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("If an account exists for nobody-here@example.org");

  await expect.poll(() => mailTo(email, "Reset your Arunachala Guide password")).not.toBeNull();
  const body = mailTo(email, "Reset your Arunachala Guide password")!;
  const token = /\/auth\/reset\?token=([^\s]+)/.exec(body)![1]!;
  await page.goto(`/auth/reset?token=${token}`);
  await page.getByLabel(/^New password \(at least/).fill("second-password-2");
  await page.getByLabel("New password again").fill("second-password-2");
  await page.getByRole("button", { name: "Change the password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your password has been changed");

  await page.goto("/auth");
  const signin = page.getByRole("region", { name: "Sign in" });
  await signin.getByLabel("Email").fill(email);
  await signin.getByLabel("Password").fill("second-password-2");
  await signin.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();

  // The link works once.
  await page.goto(`/auth/reset?token=${token}`);
  await page.getByLabel(/^New password \(at least/).fill("third-password-3");
  await page.getByLabel("New password again").fill("third-password-3");
  await page.getByRole("button", { name: "Change the password" }).click();
  await expect(page.getByRole("alert")).toContainText("expired or has been used already");
});
