import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender-paths";

export default {
  ssr: true,
  // Middleware: the root's client middleware applies the redirect table to in-app navigation.
  future: { v8_middleware: true },
  // Every public content page is rendered to static HTML at build time; the
  // server answers those paths from the files and renders the rest per request.
  prerender: () => prerenderPaths(),
} satisfies Config;
