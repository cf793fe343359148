// `npm run content:words`: body word count of every article, shortest first.
import { readdirSync, readFileSync } from "node:fs";
import matter from "gray-matter";

const rows = readdirSync("content/articles")
  .filter((f) => f.endsWith(".md"))
  .map((f) => {
    const body = matter(readFileSync(`content/articles/${f}`, "utf8")).content;
    return { file: f, words: body.split(/\s+/).filter(Boolean).length };
  })
  .sort((a, b) => a.words - b.words);
for (const r of rows) console.log(`${String(r.words).padStart(6)}  ${r.file}`);
console.log(`${String(rows.reduce((s, r) => s + r.words, 0)).padStart(6)}  total (${rows.length} articles)`);
