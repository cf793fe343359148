/**
 * `virtual:content-paths`: every page path the content collections publish,
 * read from the files at build (decision 0016). The navigation and the link
 * checker ask `isPublished` (app/config/published.ts), in the browser too,
 * without shipping the content itself.
 */
import type { Plugin } from "vite";
import { loadStoreFromFiles } from "../app/content/collections/fs.node.ts";

const ID = "virtual:content-paths";
const RESOLVED = `\0${ID}`;

export function contentPaths(): Plugin {
  return {
    name: "content-paths",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const paths = loadStoreFromFiles().paths().sort();
      return `export default ${JSON.stringify(paths)};`;
    },
  };
}
