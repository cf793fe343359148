import { ArrowLeft, BookOpen, Clock } from "lucide-react";
import { data, Link } from "react-router";
import { AnswerEngineBlock } from "~/components/answer-engine-block";
import { ArticleCard } from "~/components/article-card";
import { ArticleImage } from "~/components/article-image";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatDate } from "~/components/content-page";
import { ShareButton } from "~/components/share-button";
import { SITE, SITE_URL } from "~/config/site";
import { toCard } from "~/content/article-schema";
import { allArticles } from "~/content/articles.server";
import { mentionedIn } from "~/content/collections/store.server";
import { categorySlug } from "~/content/categories";
import { heroImage, ogImage } from "~/content/hero-art";
import { getArticleBySlug, relatedArticles } from "~/lib/articles";
import { articleJsonLd, buildMeta } from "~/lib/meta";
import type { Route } from "./+types/article";
import { STATIC_PAGE } from "~/lib/delivery";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

export function loader({ params }: Route.LoaderArgs) {
  const articles = allArticles();
  const article = getArticleBySlug(articles, params.slug);
  if (!article) throw data(null, { status: 404 });
  const { text: _text, links: _links, ...page } = article;
  // Pages of the content collections that name this article (a work, a guide): derived, never hand-kept.
  return { article: page, related: relatedArticles(articles, article).map(toCard), mentionedIn: mentionedIn(`article:${article.slug}`) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return buildMeta({ title: "Article Not Found", description: "This article does not exist.", path: "/articles", noindex: true }, SITE_URL);
  const a = data.article;
  const path = `/articles/${a.slug}`;
  const alt = heroImage(a.slug)?.alt ?? `Illustration for ${a.title}`;
  const image = heroImage(a.slug) ? ogImage(a.slug, alt) : undefined;
  const info = { published: a.published, modified: a.updated, author: a.author, section: a.category, tags: a.tags };
  return buildMeta(
    {
      title: a.seo.title,
      description: a.seo.description,
      path,
      keywords: a.seo.keywords,
      image,
      type: "article",
      article: info,
      structuredData: [
        articleJsonLd(SITE_URL, {
          title: a.title,
          description: a.seo.description,
          path,
          image: image ?? SITE.defaultImage,
          info,
          wordCount: a.wordCount,
        }),
      ],
    },
    SITE_URL,
  );
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article: a, related, mentionedIn } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs current={a.title} />
      <header className="max-w-3xl">
        <Link
          to={`/articles?category=${categorySlug(a.category)}`}
          className="inline-block rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground hover:underline"
        >
          {a.category}
        </Link>
        <h1 className="mt-4 font-serif text-3xl font-semibold sm:text-5xl" dangerouslySetInnerHTML={{ __html: a.titleHtml }} />
        <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{a.excerpt}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <span>{a.author}</span>
          <time dateTime={a.updated ?? a.published}>{formatDate(a.updated ?? a.published)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="h-4 w-4" /> {a.readingMinutes} min read
          </span>
          <ShareButton title={a.title} path={`/articles/${a.slug}`} />
        </div>
      </header>

      <div className="mt-8 aspect-[16/10] overflow-hidden rounded-2xl bg-muted">
        <ArticleImage
          slug={a.slug}
          category={a.category}
          featuredImage={a.featuredImage}
          title={a.title}
          sizes="(min-width: 1024px) 992px, 100vw"
          priority
          className="h-full w-full object-cover"
        />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_16rem]">
        <div className="min-w-0">
          <div className="prose-article" dangerouslySetInnerHTML={{ __html: a.content }} />

          {a.verses && a.verses.length > 0 && (
            <section aria-labelledby="verses-heading" className="mt-12 max-w-[68ch] rounded-2xl bg-muted p-6">
              <h2 id="verses-heading" className="font-serif text-2xl font-semibold">Verses</h2>
              <ul className="mt-4 space-y-4">
                {a.verses.map((v) => (
                  <li key={v} className="border-l-4 border-primary pl-4 font-serif text-lg italic">{v}</li>
                ))}
              </ul>
            </section>
          )}

          {a.scriptureReferences && a.scriptureReferences.length > 0 && (
            <section aria-labelledby="refs-heading" className="mt-8 max-w-[68ch] rounded-2xl border border-border p-6">
              <h2 id="refs-heading" className="flex items-center gap-2 font-serif text-2xl font-semibold">
                <BookOpen aria-hidden className="h-5 w-5 text-primary" /> Scripture references
              </h2>
              <ul className="mt-4 list-disc space-y-1 pl-5">
                {a.scriptureReferences.map((r) => <li key={r}>{r}</li>)}
              </ul>
            </section>
          )}

          {a.faqs && a.faqs.length > 0 && (
            <AnswerEngineBlock
              pageTitle={a.title}
              faqs={a.faqs}
              keyTopics={a.tags}
              location={{ name: SITE.location.city, coordinates: { lat: SITE.location.latitude, lng: SITE.location.longitude } }}
            />
          )}
        </div>

        {a.headings.length > 2 && (
          <aside className="order-first lg:order-none">
            <nav aria-labelledby="toc-heading" className="rounded-2xl border border-border p-5 lg:sticky lg:top-24">
              <h2 id="toc-heading" className="font-sans text-sm font-semibold tracking-wide uppercase">On this page</h2>
              <ol className="mt-3 space-y-2 text-sm">
                {a.headings.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`} className="text-muted-foreground hover:text-foreground hover:underline">{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>
        )}
      </div>

      {mentionedIn.length > 0 && (
        <section aria-labelledby="mentioned-heading" className="mt-16 max-w-3xl rounded-2xl border border-border p-6">
          <h2 id="mentioned-heading" className="font-serif text-2xl font-semibold">Read it with</h2>
          <ul className="mt-4 space-y-2">
            {mentionedIn.map((l) => (
              <li key={l.path}>
                <Link to={l.path} className="font-medium text-primary underline underline-offset-2">{l.title}</Link>
                <span className="text-sm text-muted-foreground"> · {l.kind}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="font-serif text-2xl font-semibold">Related articles</h2>
          <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => <ArticleCard key={r.id} article={r} />)}
          </div>
        </section>
      )}

      <Link to="/articles" className="mt-12 inline-flex items-center gap-2 font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> All articles
      </Link>
    </article>
  );
}
