import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { calendarData } from "./scripts/calendar-plugin.ts";
import { contentPaths } from "./scripts/content-plugin.ts";

export default defineConfig({
  plugins: [calendarData(), contentPaths()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __SITE_URL__: JSON.stringify("https://www.example.org") },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    // No test asserts on time; on a busy two-core machine loading all content or creating a
    // database can take several seconds, so no test may fail for being slow (database tests allow 60 s).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
