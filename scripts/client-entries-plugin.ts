/**
 * Extra browser entry points beside React Router's app: the small enhancement
 * module every page loads, and the islands loader of pages that hydrate only
 * some of their parts (decision 0014). In the client build each entry is
 * emitted as its own hashed chunk (sharing chunks such as React with the app);
 * their file names and static imports are written to build/client-entries.json,
 * which the server build reads through `virtual:client-entries`. In
 * development the entries are served from source by Vite.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

export const CLIENT_ENTRIES = {
  enhance: "app/enhance/index.ts",
  islands: "app/islands/client.ts",
} as const;

export interface ClientEntry {
  /** URL of the entry's module. */
  file: string;
  /** URLs of the chunks it imports statically (for modulepreload). */
  imports: string[];
}

export interface ClientEntries {
  enhance: ClientEntry;
  islands: ClientEntry;
  /**
   * For each island, the chunks it needs when it wakes (its module, what that
   * imports, and React DOM for a React island), so that a page whose island
   * wakes at load can preload them with the HTML instead of discovering them
   * one import at a time.
   */
  islandChunks: Record<string, string[]>;
}

const REGISTRY = "app/islands/registry.ts";

/** The islands registry's names and modules, read from its source (`"name": () => import("~/path")`). */
export function islandModules(root: string): Record<string, string> {
  const source = readFileSync(resolve(root, REGISTRY), "utf8");
  const found: Record<string, string> = {};
  for (const m of source.matchAll(/"([a-z0-9-]+)":\s*\(\)\s*=>\s*import\("~\/([^"]+)"\)/g)) {
    const base = resolve(root, "app", m[2]!);
    const file = [".tsx", ".ts"].map((ext) => base + ext).find((f) => existsSync(f));
    if (!file) throw new Error(`${REGISTRY}: island "${m[1]}" imports ~/${m[2]}, which does not exist`);
    found[m[1]!] = file;
  }
  return found;
}

/** A chunk and every chunk it imports statically, as URLs. */
function withImports(bundle: OutputBundle, fileName: string, base: string): string[] {
  const seen = new Set<string>();
  const walk = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || !chunk || chunk.type !== "chunk") return;
    seen.add(name);
    chunk.imports.forEach(walk);
  };
  walk(fileName);
  return [...seen].map((f) => `${base}${f}`);
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
        const dev = { ...Object.fromEntries(Object.entries(CLIENT_ENTRIES).map(([name, file]) => [name, { file: `/${file}`, imports: [] }])), islandChunks: {} };
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
      const byModule = new Map<string, OutputChunk>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk);
      }
      const entries: Record<string, unknown> = {};
      for (const [name, file] of Object.entries(CLIENT_ENTRIES)) {
        const chunk = byModule.get(resolve(root, file));
        if (!chunk) throw new Error(`client entry ${name} (${file}) was not emitted`);
        entries[name] = { file: `${base}${chunk.fileName}`, imports: chunk.imports.map((f) => `${base}${f}`) };
      }
      // React DOM's client, which the islands loader imports when a React island wakes.
      const reactDom = Object.values(bundle).find(
        (c): c is OutputChunk => c.type === "chunk" && c.moduleIds.some((id) => /node_modules\/react-dom\/client\.js$/.test(id)),
      );
      const islandChunks: Record<string, string[]> = {};
      for (const [name, file] of Object.entries(islandModules(root))) {
        // Its own chunk, or the chunk it was bundled into when other code imports it too.
        const chunk = byModule.get(file) ?? Object.values(bundle).find((c): c is OutputChunk => c.type === "chunk" && c.moduleIds.includes(file));
        if (!chunk) throw new Error(`island ${name} (${file}) is in no chunk`);
        const react = /\.tsx$/.test(file) && reactDom ? withImports(bundle, reactDom.fileName, base) : [];
        islandChunks[name] = [...new Set([...withImports(bundle, chunk.fileName, base), ...react])];
      }
      entries.islandChunks = islandChunks;
      const path = resolve(root, MANIFEST);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, JSON.stringify(entries, null, 2));
    },
  };
}
