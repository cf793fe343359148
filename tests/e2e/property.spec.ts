import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

test("property: an admin lists land; a visitor asks about it; the admin sees the inquiry", async ({ browser }) => {
  test.setTimeout(90_000);
  const slug = `plot-${Date.now()}`;
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/auth?redirect=/admin/earth-grace");
  const signIn = admin.getByRole("region", { name: "Sign in" });
  await signIn.getByLabel("Email").fill("admin@example.org");
  await signIn.getByLabel("Password").fill("e2e-admin-password");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await admin.getByText("Add or update a listing").click();
  const form = admin.getByRole("form", { name: "Listing" });
  await form.getByLabel("Title").fill("Half an acre near Adi Annamalai");
  await form.getByLabel(/^Address name/).fill(slug);
  await form.getByLabel("One-line summary").fill("Level land with a view of the hill's western face, by a village road.");
  await form.getByLabel("Location").fill("Adi Annamalai, Tiruvannamalai");
  await form.getByLabel("Area (sq ft)").fill("21780");
  await form.getByLabel("Price (₹)").fill("4500000");
  await form.getByLabel("Documents").selectOption("pending");
  await form.getByLabel("Description").fill("Half an acre of level red soil with a borewell, reached by a village road off the Girivalam path. Patta in the owner's name; verification in progress.");
  await form.getByLabel("Published").check();
  await form.getByRole("button", { name: "Save listing" }).click();
  await expect(admin.locator(`[data-listing="${slug}"]`)).toContainText("published");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/soil-grace/${slug}`);
  await expect(visitor.getByRole("heading", { name: "Half an acre near Adi Annamalai" })).toBeVisible();
  await expect(visitor.getByText("21,780 sq ft (50.0 cents)")).toBeVisible();
  await expect(visitor.getByText("₹45,00,000.00")).toBeVisible();
  await expect(visitor.getByText("Documents being verified")).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  const inquiry = visitor.getByRole("form", { name: "Inquiry" });
  await inquiry.getByLabel("Your name").fill("Ravi");
  await inquiry.getByLabel("Email").fill("ravi@example.org");
  await inquiry.getByLabel("Mobile number").fill("555");
  await inquiry.getByLabel("Your question").fill("Is the borewell working, and can I visit next week?");
  await inquiry.getByRole("button", { name: "Send the question" }).click();
  await expect(visitor.getByText("Please enter a 10-digit Indian mobile number, like 98765 43210.")).toBeVisible();
  await expect(visitor.getByLabel("Your question")).toHaveValue("Is the borewell working, and can I visit next week?");
  await visitor.getByLabel("Mobile number").fill("98765 43210");
  await visitor.getByRole("button", { name: "Send the question" }).click();
  await expect(visitor.getByText(/your question has reached us/)).toBeVisible();

  await admin.reload();
  await expect(admin.getByRole("region", { name: "Property listings and inquiries" })).toContainText("Is the borewell working");
  // Unpublished listings disappear from the public pages.
  await admin.locator(`[data-listing="${slug}"]`).getByRole("button", { name: "Unpublish" }).click();
  await expect(admin.locator(`[data-listing="${slug}"]`)).toContainText("draft");
  expect((await visitor.goto(`/soil-grace/${slug}`))!.status()).toBe(404);
});
