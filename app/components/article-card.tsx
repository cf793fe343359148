import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard as Card } from "~/content/article-schema";
import { ArticleImage } from "./article-image";

/** A card as spec §2 "Sacred Wisdom section" describes: badge, 16:10 image, title (2 lines), excerpt (3 lines), 'Explore Wisdom'. */
export function ArticleCard({ article, headingLevel = 3 }: { article: Card; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        <ArticleImage
          slug={article.slug}
          category={article.category}
          featuredImage={article.featuredImage}
          title={article.title}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <span data-badge className="absolute top-3 left-3 rounded-full bg-[#5a1d06]/90 px-3 py-1 text-xs font-semibold text-white">
          {article.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="line-clamp-2 font-serif text-xl font-semibold">{article.title}</Heading>
        <p className="mt-2 line-clamp-3 text-muted-foreground">{article.excerpt}</p>
        <Link
          to={`/articles/${article.slug}`}
          className="mt-auto inline-flex items-center gap-1 pt-4 font-medium text-primary after:absolute after:inset-0 hover:underline"
          prefetch="intent"
        >
          Explore Wisdom<span className="sr-only">: {article.title}</span>
          <ArrowRight aria-hidden className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
