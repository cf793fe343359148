import { Search, X } from "lucide-react";
import { Fragment } from "react";
import { Form, Link } from "react-router";
import { ArticleCard } from "~/components/article-card";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { toCard } from "~/content/article-schema";
import { allArticles } from "~/content/articles.server";
import { ALL, categoryFromSlug, categorySlug } from "~/content/categories";
import { getArticlesByCategory, getCategories } from "~/lib/articles";
import { siteSearch } from "~/content/search.server";
import type { SnippetPart } from "~/lib/search";
import { cn } from "~/lib/cn";
import { PUBLIC_PAGE } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/articles";
import { STATIC_PAGE } from "~/lib/delivery";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE });

const MAX_QUERY = 100;

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = (params.get("search") ?? "").trim().slice(0, MAX_QUERY);
  const category = categoryFromSlug(params.get("category")) ?? ALL;
  const articles = allArticles();
  // A search looks through every page of the site (articles, guides, festival pages); a category keeps it to those articles.
  const hits = search ? siteSearch().search(search, category === ALL ? undefined : (doc) => doc.category === category) : [];
  return {
    search,
    category,
    categories: getCategories(articles).map((c) => ({ name: c, slug: c === ALL ? "" : categorySlug(c) })),
    total: articles.length,
    articles: search ? [] : getArticlesByCategory(articles, category).map(toCard),
    hits,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta(
    {
      title: data?.search ? `Search: ${data.search}` : "Sacred Wisdom Articles",
      description:
        "Articles on Arunachala: the Girivalam path, the Arunachaleswarar temple, Sri Ramana Maharshi, the Nayanars and Siddhas, the Puranas and the practice of self-inquiry.",
      path: "/articles",
      keywords: ["Arunachala articles", "Girivalam", "Ramana Maharshi", "Nayanars", "Siddhas", "Tiruvannamalai"],
      noindex: Boolean(data?.search),
    },
    SITE_URL,
  );

function hrefFor(category: string, search: string) {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (search) params.set("search", search);
  const q = params.toString();
  return q ? `/articles?${q}` : "/articles";
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { search, category, categories, articles, total, hits } = loaderData;
  const activeSlug = category === ALL ? "" : categorySlug(category);
  const summary = search
    ? `${hits.length} ${hits.length === 1 ? "result" : "results"} for “${search}”${category !== ALL ? ` in ${category}` : ""}`
    : category !== ALL
      ? `${articles.length} of ${total} articles in ${category}`
      : `${total} articles`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumbs current="Articles" />
      <header className="max-w-3xl">
        <h1 className="font-serif text-4xl font-semibold">Sacred Wisdom Articles</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Stories of the hill and its saints, what the scriptures say, and practical guidance for the walk around Arunachala.
        </p>
      </header>

      <Form method="get" role="search" className="mt-8 flex max-w-xl gap-2" preventScrollReset>
        {activeSlug && <input type="hidden" name="category" value={activeSlug} />}
        <label htmlFor="article-search" className="sr-only">Search the site</label>
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-muted-foreground" />
          <input
            id="article-search"
            name="search"
            type="search"
            defaultValue={search}
            key={search}
            maxLength={MAX_QUERY}
            placeholder="Search articles, guides and festivals"
            className="h-12 w-full rounded-full border border-border bg-card pr-4 pl-11 text-base"
          />
        </div>
        <button type="submit" className={buttonClass("primary", "lg")}>Search</button>
      </Form>

      <nav aria-label="Categories" className="-mx-4 mt-6 md:mx-0">
        {/* One scrolling row on phones, so the articles start within the first screen; wrapped from 768 px. */}
        {/* On a phone the chips scroll sideways; the enhancement module brings the chosen one into view. */}
        <ul data-scroll-current="" className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
          {categories.map((c) => {
            const active = c.slug === activeSlug;
            return (
              <li key={c.name}>
                <Link
                  to={hrefFor(c.slug, search)}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-block rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                    active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:bg-muted",
                  )}
                >
                  {c.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <p className="mt-6 text-sm text-muted-foreground" role="status" aria-live="polite" data-testid="result-summary">
        {summary}
      </p>

      {search && hits.length > 0 ? (
        <ol className="mt-6 max-w-3xl space-y-4" aria-label="Search results">
          {hits.map((h) => (
            <li key={h.url} className="rounded-2xl border border-border bg-card p-5">
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                {h.kind}
                {h.category ? ` · ${h.category}` : ""}
              </p>
              <h2 className="mt-1 font-serif text-xl font-semibold">
                <Link to={h.url} className="underline-offset-4 hover:underline">
                  {h.title}
                </Link>
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">
                <Snippet parts={h.snippet} />
              </p>
            </li>
          ))}
        </ol>
      ) : search || articles.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-border bg-card p-8 text-center">
          <h2 className="font-serif text-2xl font-semibold">Nothing found</h2>
          <p className="mt-2 text-muted-foreground">
            Nothing matches “{search}”{category !== ALL ? ` in ${category}` : ""}. Try fewer or different words, such as “Girivalam”,
            “Ramana” or “Deepam”.
          </p>
          <Link to="/articles" className={cn(buttonClass("outline"), "mt-6")}>
            <X aria-hidden className="h-4 w-4" /> Clear the search
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((a) => (
            <ArticleCard key={a.id} article={a} headingLevel={2} />
          ))}
        </div>
      )}
    </div>
  );
}

/** A result's snippet with the query's words marked (text only: nothing in it is HTML). */
function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <mark key={i} className="rounded-sm bg-accent px-0.5 text-accent-foreground">
            {p.text}
          </mark>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}
