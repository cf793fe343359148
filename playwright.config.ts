import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The test server's own database folder (never the live ./data); workers inherit it to test the lock.
process.env.E2E_DATA_DIR ??= join(mkdtempSync(join(tmpdir(), "arunachala-e2e-")), "data");
// Mail the test server sends lands here (no SMTP): tests read password-reset links and receipts from it.
process.env.E2E_OUTBOX ??= join(process.env.E2E_DATA_DIR, "..", "outbox");

/** End-to-end tests against the built production server, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    // An administrator for the role tests, then the server (both on the test's own DATA_DIR).
    command: `npx tsx scripts/admin-create.ts --email admin@example.org --name "Test Admin" --password e2e-admin-password && node server.js`,
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
    env: { PORT: String(PORT), HOST: "127.0.0.1", NODE_ENV: "production", E2E_FAULTS: "1", DATA_DIR: process.env.E2E_DATA_DIR, UPI_VPA: "arunachala-guide@testbank", MAIL_OUTBOX: process.env.E2E_OUTBOX },
    timeout: 120_000,
  },
});
