import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildStore, CollectionError, sitemapEntries } from "./core";
import { defineCollection } from "./define";

const saints = defineCollection({
  name: "saint",
  kind: "Saint",
  dir: "content/saints",
  format: "yaml",
  schema: z.object({ name: z.string().min(3), places: z.array(z.string()).default([]) }).strict(),
  path: (slug) => `/saints/${slug}`,
  view: "routes/saint.tsx",
  prerender: true,
  title: (s) => s.name,
  description: (s) => `The life of ${s.name}.`,
  refs: (s) => s.places.map((p) => `place:${p}`),
  sitemap: () => ({ changefreq: "yearly", priority: 0.6 }),
});

const places = defineCollection({
  name: "place",
  kind: "Sacred place",
  dir: "content/places",
  format: "md",
  recursive: true,
  schema: z.object({ title: z.string(), hidden: z.boolean().default(false) }).strict(),
  path: (slug, p) => (p.hidden ? null : `/${slug}`),
  view: "routes/place.tsx",
  prerender: true,
  title: (p) => p.title,
  description: (p) => p.title,
});

const DEFS = [saints, places];

function load(files: Record<string, string>) {
  const sources = { saint: {} as Record<string, string>, place: {} as Record<string, string> };
  for (const [file, text] of Object.entries(files)) (file.includes("/saints/") ? sources.saint : sources.place)[file] = text;
  return buildStore(DEFS, sources);
}

describe("content collections", () => {
  it("derives each item's path from its file, folders and index files included", () => {
    const store = load({
      "../../content/saints/appar.yaml": "name: Appar\nplaces: [temples/arunachaleswarar]\n",
      "../../content/places/temples/arunachaleswarar.md": "---\ntitle: Arunachaleswarar\n---\nBody",
      "../../content/places/temples/index.md": "---\ntitle: Temples\n---\n",
      "../../content/places/secret.md": "---\ntitle: Secret\nhidden: true\n---\n",
    });
    expect(store.byRef("saint:appar")?.path).toBe("/saints/appar");
    expect(store.byRef("place:temples/arunachaleswarar")?.path).toBe("/temples/arunachaleswarar");
    expect(store.byRef("place:temples")?.path).toBe("/temples");
    expect(store.byRef("place:secret")?.path).toBeNull();
    expect(store.paths().sort()).toEqual(["/saints/appar", "/temples", "/temples/arunachaleswarar"]);
    expect(store.byPath("/temples/arunachaleswarar")?.body.trim()).toBe("Body");
    expect(store.byRef("saint:appar")?.file).toBe("content/saints/appar.yaml");
  });

  it("derives the reverse links of every cross-reference", () => {
    const store = load({
      "content/saints/appar.yaml": "name: Appar\nplaces: [tiruvannamalai]\n",
      "content/saints/sambandar.yaml": "name: Sambandar\nplaces: [tiruvannamalai, chidambaram]\n",
      "content/places/tiruvannamalai.md": "---\ntitle: Tiruvannamalai\n---\n",
      "content/places/chidambaram.md": "---\ntitle: Chidambaram\n---\n",
    });
    expect(store.mentionedIn("place:tiruvannamalai").map((i) => i.ref)).toEqual(["saint:appar", "saint:sambandar"]);
    expect(store.mentionedIn("place:chidambaram").map((i) => i.ref)).toEqual(["saint:sambandar"]);
    expect(store.mentionedIn("saint:appar")).toEqual([]);
  });

  it("fails naming the file and the field when a file does not match its schema", () => {
    expect(() => load({ "content/saints/appar.yaml": "name: Ap\n" })).toThrow(CollectionError);
    expect(() => load({ "content/saints/appar.yaml": "name: Ap\n" })).toThrow(/content\/saints\/appar\.yaml: name: /);
    expect(() => load({ "content/saints/appar.yaml": "name: Appar\ncolour: red\n" })).toThrow(/content\/saints\/appar\.yaml: .*colour/);
    expect(() => load({ "content/places/x.md": "---\ntitle: [unclosed\n---\n" })).toThrow(/content\/places\/x\.md: not valid YAML/);
  });

  it("fails on a reference that does not resolve, and reports every problem at once", () => {
    const attempt = () =>
      load({
        "content/saints/appar.yaml": "name: Appar\nplaces: [nowhere]\n",
        "content/saints/sundarar.yaml": "name: Sundarar\nplaces: [elsewhere]\n",
      });
    expect(attempt).toThrow(/content\/saints\/appar\.yaml: refs: place:nowhere does not exist/);
    expect(attempt).toThrow(/content\/saints\/sundarar\.yaml: refs: place:elsewhere does not exist/);
  });

  it("fails when a file name is not a slug or two items claim one page", () => {
    expect(() => load({ "content/saints/Appar Nayanar.yaml": "name: Appar\n" })).toThrow(/file name: must be lower-case/);
    expect(() =>
      load({ "content/places/temples.md": "---\ntitle: A\n---\n", "content/places/temples/index.md": "---\ntitle: B\n---\n" }),
    ).toThrow(/path: \/temples is also the page of/);
  });

  it("lists sitemap entries for item pages only", () => {
    const store = load({ "content/saints/appar.yaml": "name: Appar\n", "content/places/a.md": "---\ntitle: A\n---\n" });
    expect(sitemapEntries(DEFS, store)).toEqual([{ path: "/saints/appar", changefreq: "yearly", priority: 0.6 }]);
  });
});
