/**
 * Extra browser entry points beside React Router's app: the small enhancement
 * module every page loads, and the islands loader of pages that hydrate only
 * some of their parts (decision 0014). In the client build each entry is
 * emitted as its own hashed chunk (sharing chunks such as React with the app);
 * their file names and static imports are written to build/client-entries.json,
 * which the server build reads through `virtual:client-entries`. In
 * development the entries are served from source by Vite.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

export const CLIENT_ENTRIES = {
  enhance: "app/enhance/index.ts",
  islands: "app/islands/client.ts",
} as const;

export type ClientEntryName = keyof typeof CLIENT_ENTRIES;
export interface ClientEntry {
  /** URL of the entry's module. */
  file: string;
  /** URLs of the chunks it imports statically (for modulepreload). */
  imports: string[];
}

const VIRTUAL = "virtual:client-entries";
const RESOLVED = `\0${VIRTUAL}`;
const MANIFEST = "build/client-entries.json";

export function clientEntries(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let ssr = false;
  let base = "/";
  return {
    name: "arunachala:client-entries",
    configResolved(config) {
      root = config.root;
      command = config.command;
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return;
      if (command === "serve") {
        const dev = Object.fromEntries(Object.entries(CLIENT_ENTRIES).map(([name, file]) => [name, { file: `/${file}`, imports: [] }]));
        return `export default ${JSON.stringify(dev)};`;
      }
      if (!ssr) throw new Error(`${VIRTUAL} is for the server build only`);
      const path = resolve(root, MANIFEST);
      let manifest: string;
      try {
        manifest = readFileSync(path, "utf8");
      } catch {
        throw new Error(`${MANIFEST} is missing: the client build writes it before the server build reads it`);
      }
      return `export default ${manifest};`;
    },
    buildStart() {
      if (command !== "build" || ssr) return;
      for (const [name, file] of Object.entries(CLIENT_ENTRIES)) {
        this.emitFile({ type: "chunk", id: resolve(root, file), name });
      }
    },
    generateBundle(_options, bundle) {
      if (command !== "build" || ssr) return;
      const byModule = new Map<string, { fileName: string; imports: string[] }>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk);
      }
      const entries: Record<string, ClientEntry> = {};
      for (const [name, file] of Object.entries(CLIENT_ENTRIES)) {
        const chunk = byModule.get(resolve(root, file));
        if (!chunk) throw new Error(`client entry ${name} (${file}) was not emitted`);
        entries[name] = { file: `${base}${chunk.fileName}`, imports: chunk.imports.map((f) => `${base}${f}`) };
      }
      const path = resolve(root, MANIFEST);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, JSON.stringify(entries, null, 2));
    },
  };
}
