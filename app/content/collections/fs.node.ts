/**
 * The collections read straight from the file system, for code that runs
 * outside Vite's module graph: the route table (app/routes.ts), the prerender
 * list and the build plugin behind `virtual:content-paths`. Loading validates
 * everything, so a bad file or a broken reference stops `react-router build`
 * (and the dev server) at once, naming the file and field.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildStore, type Sources, type Store } from "./core.ts";
import type { CollectionDef } from "./define.ts";
import { COLLECTIONS } from "./index.ts";

export function readSources(defs: readonly CollectionDef[] = COLLECTIONS, root = process.cwd()): Sources {
  const sources: Sources = {};
  for (const def of defs) {
    const ext = def.format === "md" ? ".md" : ".yaml";
    let files: string[] = [];
    try {
      files = readdirSync(join(root, def.dir), { recursive: def.recursive ?? false }).map(String);
    } catch {
      files = [];
    }
    sources[def.name] = Object.fromEntries(
      files.filter((f) => f.endsWith(ext)).map((f) => [`${def.dir}/${f.split("\\").join("/")}`, readFileSync(join(root, def.dir, f), "utf8")]),
    );
  }
  return sources;
}

export function loadStoreFromFiles(root = process.cwd()): Store {
  return buildStore(COLLECTIONS, readSources(COLLECTIONS, root));
}

export interface CollectionRoute {
  path: string;
  file: string;
  id?: string;
  prerender: boolean;
}

/**
 * Route entries for the collections: one param route for a collection with a
 * pattern, otherwise one entry per item page (with an id, as several share
 * a module), plus every item path to prerender.
 */
export function collectionRoutes(store: Store = loadStoreFromFiles()): { routes: CollectionRoute[]; prerender: string[] } {
  const routes: CollectionRoute[] = [];
  const prerender: string[] = [];
  for (const def of COLLECTIONS) {
    const items = store.list(def.name).filter((i) => i.path);
    if (def.routePattern) routes.push({ path: `/${def.routePattern}`, file: def.view, prerender: def.prerender });
    else for (const i of items) routes.push({ path: i.path!, file: def.view, id: `${def.name}/${i.slug}`, prerender: def.prerender });
    if (def.prerender) prerender.push(...items.map((i) => i.path!));
  }
  return { routes, prerender };
}
