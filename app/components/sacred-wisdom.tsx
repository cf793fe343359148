import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard as Card } from "~/content/article-schema";
import { ArticleCard } from "./article-card";
import { buttonClass } from "./ui/button";

export type SacredWisdomState = { status: "loading" } | { status: "loaded"; articles: Card[] };

/**
 * The home page's Sacred Wisdom section (spec §2, §4): up to three featured
 * cards (chosen by selectFeatured), a heading, subtitle and a closing quote;
 * a loading text and an empty state.
 */
export function SacredWisdom({ state }: { state: SacredWisdomState }) {
  return (
    <section aria-labelledby="wisdom-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="wisdom-heading" className="font-serif text-3xl font-semibold sm:text-4xl">Sacred Wisdom</h2>
        <p className="mt-3 text-lg text-muted-foreground">
          Stories, teachings and practical guidance from the hill of light: its legends, its saints and the path around it.
        </p>
      </div>

      {state.status === "loading" ? (
        <p role="status" className="mt-10 text-center text-muted-foreground">Gathering sacred wisdom...</p>
      ) : state.articles.length === 0 ? (
        <div className="mx-auto mt-10 max-w-xl rounded-2xl border border-border bg-card p-8 text-center">
          <h3 className="font-serif text-2xl font-semibold">Sacred Wisdom Awaits</h3>
          <p className="mt-2 text-muted-foreground">
            New articles are being carefully written. Please return soon to read them.
          </p>
        </div>
      ) : (
        <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {state.articles.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </div>
      )}

      <figure className="mx-auto mt-14 max-w-2xl rounded-2xl bg-muted px-6 py-8 text-center">
        <blockquote className="font-serif text-xl italic leading-relaxed">
          “Arunachala! You root out the ego of those who think of You in the heart, O Arunachala.”
        </blockquote>
        <figcaption className="mt-3 text-sm text-muted-foreground">
          Sri Ramana Maharshi, Aksharamanamalai, verse 1 (our rendering)
        </figcaption>
      </figure>

      <div className="mt-10 text-center">
        <Link to="/articles" className={buttonClass("primary", "lg")}>
          Discover All Wisdom <ArrowRight aria-hidden className="h-5 w-5" />
        </Link>
      </div>
    </section>
  );
}
