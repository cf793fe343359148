import { Search } from "lucide-react";
import { Link, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { JsonLd } from "~/components/json-ld";
import { LiteVideo } from "~/components/media/lite-video";
import { SITE_URL } from "~/config/site";
import { EMBED_ORIGIN, VIDEO_CATEGORIES } from "~/config/media";
import { allArticles } from "~/content/articles.server";
import type { Video } from "~/content/video-schema";
import { allVideos } from "~/content/videos.server";
import { filterVideos } from "~/lib/videos";
import { PUBLIC_PAGE } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/arunachala-videos";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE });

export function loader() {
  const titles = new Map(allArticles().map((a) => [a.slug, a.title]));
  const videos = allVideos().map(({ source: _source, ...v }) => ({
    ...v,
    related: v.relatedSlugs.map((slug) => ({ slug, title: titles.get(slug)! })),
  }));
  return { videos };
}

/** Filters only change the query string; the list itself does not change, so the loader need not run again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = () =>
  buildMeta(
    {
      title: "Arunachala Videos: Temple, Deepam and the Teachings of Ramana",
      description: "A small, checked collection of videos on Arunachala: the Arunachaleswarar temple, Karthigai Deepam, and Sri Ramana Maharshi's teaching. Each plays only when you ask.",
      path: "/arunachala-videos",
      keywords: ["Arunachala videos", "Ramana Maharshi video", "Karthigai Deepam video", "Tiruvannamalai temple video"],
    },
    SITE_URL,
  );

function videoLd(videos: Omit<Video, "source">[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: videos.map((v, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "VideoObject",
        name: v.title,
        description: v.desc,
        thumbnailUrl: new URL(v.poster, SITE_URL).href,
        embedUrl: `${EMBED_ORIGIN}/embed/${v.kind === "playlist" ? `videoseries?list=${v.id}` : v.id}`,
        ...(v.duration ? { duration: v.duration } : {}),
      },
    })),
  };
}

export default function ArunachalaVideos({ loaderData }: Route.ComponentProps) {
  const { videos } = loaderData;
  const [params, setParams] = useSearchParams();
  const category = params.get("category") ?? "All";
  const tag = params.get("tag") ?? "";
  const q = params.get("q") ?? "";
  const shown = filterVideos(videos, { category, tag, q });
  const tags = [...new Set(videos.flatMap((v) => v.tags))].sort();
  const update = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== "All") next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={videoLd(videos)} />
      <Breadcrumbs />
      <h1 className="font-serif text-4xl font-semibold">Arunachala Videos</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        Films of the temple and the Deepam, and talks on Sri Ramana Maharshi&apos;s teaching. We list only videos whose source we
        have checked; a video loads from the provider&apos;s privacy-enhanced player only when you press play.
      </p>

      <form role="search" className="mt-8 space-y-4" onSubmit={(e) => e.preventDefault()}>
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {["All", ...VIDEO_CATEGORIES].map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => update("category", c)}
              className={cn("rounded-full border px-4 py-1.5 text-sm font-medium", category === c ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted")}
            >
              {c}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col text-sm font-medium">
            <label htmlFor="video-tag">Tag</label>
            <select id="video-tag" value={tag} onChange={(e) => update("tag", e.target.value)} className="mt-1 h-10 rounded-lg border border-border bg-card px-3">
              <option value="">All tags</option>
              {tags.map((t) => (
                <option key={t} value={t}>
                  {t.replace(/-/g, " ")}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-60 flex-1 flex-col text-sm font-medium">
            <label htmlFor="video-search">Search videos</label>
            <span className="relative mt-1">
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
              <input id="video-search" type="search" name="q" value={q} onChange={(e) => update("q", e.target.value)} className="h-10 w-full rounded-lg border border-border bg-card pr-3 pl-9" />
            </span>
          </div>
        </div>
      </form>

      <p role="status" className="mt-6 text-sm text-muted-foreground">
        {shown.length === videos.length ? `${videos.length} videos` : `${shown.length} of ${videos.length} videos`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl border border-border bg-card p-6">
          No video matches. <button type="button" className="font-medium text-primary underline underline-offset-4" onClick={() => setParams(new URLSearchParams(), { replace: true })}>Show all videos</button>
        </p>
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((v) => (
            <li key={v.id} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
              <LiteVideo id={v.id} kind={v.kind} title={v.title} poster={v.poster} />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">{v.category}</p>
                <h2 className="mt-1 font-serif text-xl font-semibold">{v.title}</h2>
                <p className="mt-2 flex-1 text-sm">{v.desc}</p>
                <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
                  {v.tags.map((t) => (
                    <li key={t} className="rounded-full bg-muted px-2.5 py-0.5 text-xs">{t.replace(/-/g, " ")}</li>
                  ))}
                </ul>
                {v.related.length > 0 && (
                  <div className="mt-4 text-sm">
                    <p className="font-medium">Read more</p>
                    <ul className="mt-1 space-y-1">
                      {v.related.map((r) => (
                        <li key={r.slug}>
                          <Link to={`/articles/${r.slug}`} className="text-primary underline-offset-4 hover:underline">{r.title}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
