/**
 * Loads content collections from their raw files: parses, validates with each
 * collection's schema, derives each item's path, checks every cross-reference
 * and builds the reverse index. Pure: the callers pass the files (Vite's
 * import.meta.glob on the server, the file system at config time, literals in
 * tests). Every problem is reported as "file: field: message", all at once.
 */
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { CollectionDef } from "./define.ts";

export class CollectionError extends Error {
  override name = "CollectionError";
}

export interface Item<D = unknown> {
  collection: string;
  /** `name:slug`, how other items refer to this one. */
  ref: string;
  slug: string;
  /** Project-relative file name, for messages. */
  file: string;
  path: string | null;
  title: string;
  description: string;
  data: D;
  /** Markdown body (md collections); empty for YAML. */
  body: string;
  refs: string[];
}

export interface Store {
  items: Item[];
  list<D = unknown>(collection: string): Item<D>[];
  byRef<D = unknown>(ref: string): Item<D> | undefined;
  byPath<D = unknown>(path: string): Item<D> | undefined;
  /** Items that name `ref`, in collection then file order. */
  mentionedIn(ref: string): Item[];
  /** Every page path the collections publish. */
  paths(): string[];
}

/** Raw files per collection name: project-relative file name -> text. */
export type Sources = Record<string, Record<string, string>>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function slugOf(def: CollectionDef, file: string): string {
  const ext = def.format === "md" ? ".md" : ".yaml";
  let rel = file.slice(file.indexOf(def.dir) + def.dir.length + 1, -ext.length);
  if (def.recursive) rel = rel.replace(/(^|\/)index$/, "");
  return rel;
}

function issues(file: string, error: z.ZodError): string[] {
  return error.issues.map((i) => `${file}: ${i.path.join(".") || "(top level)"}: ${i.message}`);
}

export function buildStore(defs: readonly CollectionDef[], sources: Sources): Store {
  const problems: string[] = [];
  const items: Item[] = [];
  for (const def of defs) {
    const files = Object.entries(sources[def.name] ?? {}).sort(([a], [b]) => a.localeCompare(b));
    for (const [rawFile, text] of files) {
      const file = rawFile.replace(/^.*?(?=content\/)/, "");
      const slug = slugOf(def, file);
      if (!SLUG.test(slug)) {
        problems.push(`${file}: file name: must be lower-case words joined by hyphens`);
        continue;
      }
      let raw: unknown;
      let body = "";
      try {
        if (def.format === "md") {
          const parsed = matter(text);
          raw = parsed.data;
          body = parsed.content;
        } else {
          raw = parseYaml(text);
        }
      } catch (e) {
        problems.push(`${file}: not valid YAML: ${(e as Error).message.split("\n")[0]}`);
        continue;
      }
      const result = def.schema.safeParse(raw);
      if (!result.success) {
        problems.push(...issues(file, result.error));
        continue;
      }
      const data = result.data;
      items.push({
        collection: def.name,
        ref: `${def.name}:${slug}`,
        slug,
        file,
        path: def.path(slug, data),
        title: def.title(data),
        description: def.description(data),
        data,
        body,
        refs: [...new Set(def.refs?.(data) ?? [])],
      });
    }
  }

  const byRef = new Map(items.map((i) => [i.ref, i]));
  const byPath = new Map<string, Item>();
  for (const item of items) {
    if (!item.path) continue;
    const other = byPath.get(item.path);
    if (other) problems.push(`${item.file}: path: ${item.path} is also the page of ${other.file}`);
    else byPath.set(item.path, item);
  }
  const reverse = new Map<string, Item[]>();
  for (const item of items) {
    for (const ref of item.refs) {
      const target = byRef.get(ref);
      if (!target) problems.push(`${item.file}: refs: ${ref} does not exist`);
      else if (target === item) problems.push(`${item.file}: refs: ${ref} refers to itself`);
      else reverse.set(ref, [...(reverse.get(ref) ?? []), item]);
    }
  }
  if (problems.length) throw new CollectionError(problems.join("\n"));

  return {
    items,
    list: <D,>(collection: string) => items.filter((i) => i.collection === collection) as Item<D>[],
    byRef: <D,>(ref: string) => byRef.get(ref) as Item<D> | undefined,
    byPath: <D,>(path: string) => byPath.get(path) as Item<D> | undefined,
    mentionedIn: (ref) => reverse.get(ref) ?? [],
    paths: () => [...byPath.keys()],
  };
}

/** The sitemap entries of every item page, in collection order, as each collection describes them. */
export function sitemapEntries(defs: readonly CollectionDef[], store: Store) {
  return defs.flatMap((def) =>
    store
      .list(def.name)
      .filter((item) => item.path)
      .flatMap((item) => {
        const entry = def.sitemap?.(item.data);
        return entry ? [{ path: item.path!, ...entry }] : [];
      }),
  );
}
