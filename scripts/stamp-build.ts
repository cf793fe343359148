// Records which sources the build was made from (see scripts/start.mjs).
import { writeFileSync } from "node:fs";
import { sourceHash, STAMP_FILE } from "./source-hash.mjs";

writeFileSync(STAMP_FILE, sourceHash());
console.log("build: stamped");
