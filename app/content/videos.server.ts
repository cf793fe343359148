/** The video catalogue, validated when the server bundle loads it; related articles must exist. */
import { parse } from "yaml";
import text from "../../content/videos.yaml?raw";
import { describeIssues } from "./article-schema";
import { allArticles, ContentError } from "./articles.server";
import { videosSchema, type Video } from "./video-schema";

export function parseVideos(yamlText: string, articleSlugs: Set<string>): Video[] {
  const parsed = videosSchema.safeParse(parse(yamlText));
  if (!parsed.success) throw new ContentError(describeIssues("content/videos.yaml", parsed.error));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const v of parsed.data) {
    if (seen.has(v.id)) problems.push(`content/videos.yaml: ${v.id} is listed twice`);
    seen.add(v.id);
    for (const slug of v.relatedSlugs) if (!articleSlugs.has(slug)) problems.push(`content/videos.yaml: ${v.id} relates to a missing article '${slug}'`);
  }
  if (problems.length) throw new ContentError(problems.join("\n"));
  return parsed.data.map((v) => ({ ...v, poster: `/uploads/videos/${v.id}.webp` }));
}

let cached: Video[] | null = null;
export function allVideos(): Video[] {
  cached ??= parseVideos(text, new Set(allArticles().map((a) => a.slug)));
  return cached;
}

export function videoById(id: string): Video | undefined {
  return allVideos().find((v) => v.id === id);
}
