import { expect, test, type Page } from "@playwright/test";

const header = "slug,name,summary,description,capacity,priceRupees,amenities,published";
const row = (slug: string) => `${slug},House ${slug},A cool earthen room for two near the road.,"Walls of earth keep the room cool through the afternoon; two cots, a fan and a shared courtyard.",2,1500,"fan, net",false`;

async function upload(page: Page, name: string, content: string | Buffer, kind = "houses") {
  const form = page.getByRole("form", { name: "Upload" });
  await form.getByLabel("The file holds").selectOption(kind);
  await form.getByLabel("File (.csv or .json)").setInputFiles({ name, mimeType: name.endsWith(".json") ? "application/json" : "text/csv", buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
  await form.getByRole("button", { name: "Preview" }).click();
}

test("bulk import: previews every problem, imports all or nothing, and again by slug without duplicates", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/auth?redirect=/admin/bulk-import");
  const signIn = page.getByRole("region", { name: "Sign in" });
  await signIn.getByLabel("Email").fill("admin@example.org");
  await signIn.getByLabel("Password").fill("e2e-admin-password");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/bulk-import$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Bulk import", level: 1 })).toBeVisible();

  const stamp = Date.now();
  // Problems: a formula in a cell and a bad row; nothing can be imported.
  await upload(page, "bad.csv", [header, row(`bulk-a-${stamp}`), `bulk-b-${stamp},=cmd|' /C calc'!A0,short,short,99,0,,true`].join("\n"));
  await expect(page.locator('[data-issue-row="3"]').filter({ hasText: "name" })).toContainText("which spreadsheets run as a formula");
  await expect(page.locator('[data-issue-row="3"]').filter({ hasText: "capacity" })).toContainText("At most 20 guests.");
  await expect(page.getByText("2 rows, 1 with problems: nothing will be imported until they are fixed.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download the report" })).toHaveAttribute("href", /^data:text\/csv/);

  // File-level problems.
  await upload(page, "cols.csv", "slug,title\nx,y\n");
  await expect(page.getByRole("alert").first()).toContainText("Missing columns:");
  await upload(page, "latin1.csv", Buffer.from([0x73, 0x6c, 0x75, 0x67, 0x0a, 0xe9, 0xff]));
  await expect(page.getByRole("alert").first()).toContainText("not UTF-8");
  await upload(page, "many.csv", [header, ...Array.from({ length: 10_000 }, (_, i) => row(`m-${i}`))].join("\n"));
  await expect(page.getByRole("alert").first()).toContainText("the limit is 1 MB");

  // A clean file: preview, import, and import again (updates, no duplicates).
  const good = [header, row(`bulk-a-${stamp}`), row(`bulk-c-${stamp}`)].join("\n");
  await upload(page, "good.csv", good);
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("status").filter({ hasText: "created" })).toHaveText("2 created, 0 updated, in one transaction.");
  await upload(page, "good.csv", good);
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("status").filter({ hasText: "updated" })).toHaveText("0 created, 2 updated, in one transaction.");

  await page.goto("/admin/earth-grace");
  await expect(page.locator(`[data-house="bulk-a-${stamp}"]`)).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText("bulk-import");
});
