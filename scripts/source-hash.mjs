// A hash of everything the production build is made from (and SITE_URL, which
// is baked into prerendered pages). `npm start` rebuilds when it changes.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOTS = ["app", "content", "server", "public", "scripts/art.ts", "scripts/images.ts", "scripts/service-worker.ts", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "server.js"];
const SKIP = new Set(["uploads", "node_modules"]);

function files(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .filter((n) => !SKIP.has(n) && !n.endsWith(".test.ts") && !n.endsWith(".test.tsx"))
    .sort()
    .flatMap((n) => files(join(path, n)));
}

export function sourceHash(root = ".") {
  const h = createHash("sha256");
  h.update(`SITE_URL=${process.env.SITE_URL ?? ""}\n`);
  for (const f of ROOTS.flatMap((r) => files(join(root, r)))) {
    if (f.endsWith("icon-512.png") || f.endsWith("icon-192.png") || f.endsWith("apple-touch-icon.png") || f.endsWith("favicon.svg")) continue;
    h.update(f);
    h.update(readFileSync(f));
  }
  return h.digest("hex");
}

export const STAMP_FILE = "build/.source-hash";
