// `npm start`: builds when there is no build for the current sources, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { sourceHash, STAMP_FILE } from "./source-hash.mjs";

const current = sourceHash();
const built = existsSync(STAMP_FILE) && existsSync("build/server/index.js") ? readFileSync(STAMP_FILE, "utf8") : null;
if (built !== current) {
  console.log(built ? "Sources changed since the last build: building." : "No build yet: building.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server.js");
