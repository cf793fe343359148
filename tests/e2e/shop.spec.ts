import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

test.describe("shop", () => {
  test("cart survives a reload; checkout checks the address; the buyer alone sees the order; an admin marks it paid", async ({ page, browser }) => {
    // A long walk through two accounts and an admin: 31 s on a loaded two-core CI machine.
    test.setTimeout(90_000);
    await page.goto("/shop");
    await expect(page.getByRole("main").locator("ul > li")).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Who Am I? (Nan Yar?)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who Am I? (Nan Yar?)");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel("Quantity").selectOption("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "2 in your cart" })).toBeVisible();
    await page.reload();
    await expect(page.getByText("2 in your cart")).toBeVisible();

    await page.goto("/shop/checkout");
    const cart = page.getByRole("list", { name: "Items in your cart" });
    await expect(cart).toContainText("Who Am I? (Nan Yar?)");
    // 2 × ₹40 + ₹80 delivery.
    await expect(page.getByTestId("cart-total")).toHaveText("₹160.00");

    await page.getByLabel("Full name").fill("Meena Sundaram");
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByLabel("Email").fill("meena@example.org");
    await page.getByLabel("House and street").fill("12 Car Street");
    await page.getByLabel("Town or city").fill("Tiruvannamalai");
    await page.getByLabel("PIN code").fill("060601");
    await page.getByRole("button", { name: /^Place order/ }).click();
    await expect(page.getByText("Please enter a 10-digit Indian mobile number, like 98765 43210.")).toBeVisible();
    await expect(page.getByText("Please enter the 6-digit PIN code (it cannot start with 0).")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Meena Sundaram");
    await expect(page.getByLabel("Mobile number")).toBeFocused();

    await page.getByLabel("Mobile number").fill("98765 43210");
    await page.getByLabel("PIN code").fill("606601");
    await page.getByRole("radio", { name: /UPI/ }).check();
    await page.getByRole("button", { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shop\/success\?order=AG-[A-Z2-9]{6}$/);
    const reference = (await page.getByTestId("order-reference").textContent())!;
    await expect(page.getByTestId("order-total")).toHaveText("₹160.00");
    await expect(page.getByRole("img", { name: /UPI QR code for ₹160.00/ }).locator("svg")).toBeVisible();
    const link = await page.getByRole("link", { name: "Pay with a UPI app" }).getAttribute("href");
    const upi = new URL(link!);
    expect(upi.protocol).toBe("upi:");
    expect(upi.searchParams.get("am")).toBe("160.00");
    expect(upi.searchParams.get("tr")).toBe(reference);
    expect(upi.searchParams.get("cu")).toBe("INR");
    // The cart is emptied once the order is placed.
    await page.goto("/shop");
    await expect(page.getByRole("link", { name: "Cart (0)" })).toBeVisible();

    // Someone else, with the link, sees nothing.
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    const res = await other.goto(`/shop/success?order=${reference}`);
    expect(res!.status()).toBe(404);

    // An admin marks it paid; the buyer sees it.
    await other.goto("/auth?redirect=/admin/earth-grace");
    const form = other.getByRole("region", { name: "Sign in" });
    await form.getByLabel("Email").fill("admin@example.org");
    await form.getByLabel("Password").fill("e2e-admin-password");
    await form.getByRole("button", { name: "Sign in" }).click();
    const order = other.locator(`[data-order="${reference}"]`);
    await expect(order).toContainText("pending");
    await order.getByRole("button", { name: "Mark paid" }).click();
    await expect(order).toContainText("paid");
    await expect(other.getByRole("region", { name: "Audit log" })).toContainText(`order:${reference}`);
    await stranger.close();
    await page.goto(`/shop/success?order=${reference}`);
    await expect(page.getByText(/status paid/)).toBeVisible();
  });

  test("checkout pages are accessible and an empty cart says so", async ({ page }) => {
    await page.goto("/shop/checkout");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a forged order for a product that does not exist is refused", async ({ page, request }) => {
    await page.goto("/shop");
    const origin = new URL(page.url()).origin;
    const res = await request.post("/shop/checkout", {
      headers: { Origin: origin },
      form: { cart: JSON.stringify([{ slug: "gold-bar", quantity: 1 }]), name: "X Y", phone: "9876543210", email: "x@example.org", address1: "1 Street", city: "Chennai", state: "Tamil Nadu", pin: "600001", payment: "cod" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(409);
  });
});
