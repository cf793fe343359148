import { availableParallelism } from "node:os";
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
    globalSetup: ["./tests/database-templates.ts"],
    // No test asserts on time, and none may fail for being slow: on a busy two-core machine loading all
    // content or opening a database can take several seconds. One limit for every test, database or not.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Both cores (Vitest's default leaves one idle on a two-core machine): the suite is mostly waiting on
    // databases and WebAssembly, and halves its time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
