import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { resolveSiteUrl } from "./app/config/site-url.ts";
import { calendarData } from "./scripts/calendar-plugin.ts";
import { clientEntries } from "./scripts/client-entries-plugin.ts";
import { contentPaths } from "./scripts/content-plugin.ts";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __SITE_URL__: JSON.stringify(resolveSiteUrl(process.env.SITE_URL)) },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  plugins: [calendarData(), contentPaths(), clientEntries(), tailwindcss(), reactRouter()],
}));
