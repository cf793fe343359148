import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

/** YYYY-MM-DD, `days` from today in India. */
function day(days: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function asAdmin(page: Page) {
  await page.goto("/auth?redirect=/admin/earth-grace");
  const form = page.getByRole("region", { name: "Sign in" });
  await form.getByLabel("Email").fill("admin@example.org");
  await form.getByLabel("Password").fill("e2e-admin-password");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
}

async function requestStay(page: Page, slug: string, checkIn: string, checkOut: string, guests = "2") {
  await page.goto(`/earth-grace/${slug}`);
  const form = page.getByRole("form", { name: "Stay request" });
  await form.getByLabel("Check-in").fill(checkIn);
  await form.getByLabel("Check-out").fill(checkOut);
  await form.getByLabel("Guests").fill(guests);
  await form.getByLabel("Your name").fill("Meena");
  await form.getByLabel("Email").fill("meena@example.org");
  await form.getByLabel("Mobile number").fill("98765 43210");
  await form.getByRole("button", { name: "Send the request" }).click();
}

test("stays: an admin publishes a house; visitors ask for dates; confirmed stays never overlap", async ({ browser }) => {
  test.setTimeout(90_000);
  const slug = `mud-house-${Date.now()}`;
  const admin = await (await browser.newContext()).newPage();
  await asAdmin(admin);
  await admin.getByText("Add or update a house").click();
  const house = admin.getByRole("form", { name: "House" });
  await house.getByLabel("Name", { exact: true }).fill("Mud house by the tank");
  await house.getByLabel(/^Address name/).fill(slug);
  await house.getByLabel("One-line summary").fill("A cool earthen room for two, ten minutes from the Girivalam road.");
  await house.getByLabel("Sleeps").fill("2");
  await house.getByLabel(/^Price a night/).fill("1500");
  await house.getByLabel(/^Amenities/).fill("fan, mosquito net, filtered water");
  await house.getByLabel("Description").fill("Walls of earth keep the room cool through the afternoon. Two cots, a fan, a mosquito net, and a shared courtyard with a neem tree.");
  await house.getByLabel("Published").check();
  await house.getByRole("button", { name: "Save house" }).click();
  await expect(admin.locator(`[data-house="${slug}"]`)).toContainText("published");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/earth-grace");
  await visitor.getByRole("link", { name: "Mud house by the tank" }).first().click();
  await expect(visitor.getByRole("heading", { name: "Mud house by the tank", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);

  // Bad input: a past date, too many guests; what was typed is kept.
  await requestStay(visitor, slug, day(-2), day(1), "3");
  await expect(visitor.getByText("Check-in cannot be in the past.")).toBeVisible();
  await expect(visitor.getByText("This house sleeps at most 2.")).toBeVisible();
  await expect(visitor.getByLabel("Your name")).toHaveValue("Meena");

  await requestStay(visitor, slug, day(10), day(13));
  const first = (await visitor.getByTestId("stay-reference").textContent())!;
  await requestStay(visitor, slug, day(12), day(14));
  const second = (await visitor.getByTestId("stay-reference").textContent())!;

  await admin.reload();
  await admin.locator(`[data-stay="${first}"]`).getByRole("button", { name: "Confirm" }).click();
  await expect(admin.locator(`[data-stay="${first}"]`)).toContainText("confirmed");
  await admin.locator(`[data-stay="${second}"]`).getByRole("button", { name: "Confirm" }).click();
  await expect(admin.getByRole("alert")).toHaveText(/overlap a stay already confirmed/);
  await expect(admin.locator(`[data-stay="${second}"]`)).toContainText("pending");
  await expect(admin.getByRole("region", { name: "Audit log" })).toContainText(`stay_request:${first}`);

  // The booked nights show on the house's calendar, and a request for them is refused.
  await visitor.goto(`/earth-grace/${slug}`);
  await expect(visitor.getByLabel(`${day(11)}: booked`)).toBeVisible();
  await expect(visitor.getByLabel(`${day(13)}: free`)).toBeVisible();
  await requestStay(visitor, slug, day(11), day(12));
  await expect(visitor.getByText(/^Already booked:/)).toBeVisible();
});
