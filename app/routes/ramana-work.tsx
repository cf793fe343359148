import { BookOpenText, ChevronLeft, ChevronRight, X } from "lucide-react";
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SourcedStatement, Sources } from "~/components/ramana/sources";
import { VerseBlock } from "~/components/ramana/verse";
import { ShareButton } from "~/components/share-button";
import { SITE_URL } from "~/config/site";
import { workView, type VerseView, type WorkCard } from "~/content/ramana.server";
import { EnhancedIsland } from "~/islands/island";
import { ISLANDS_PAGE } from "~/lib/delivery";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/ramana-work";

/** A reading page whose one island is the reading mode (decision 0014). */
export const handle = ISLANDS_PAGE;

/** One of Sri Ramana's works, verse by verse (the `work` collection, decision 0016). */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const work = workView(path);
  if (!work) throw data(null, { status: 404 });
  return { work, path };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? buildMeta(
        {
          title: `${data.work.title} (${data.work.titleOriginal}): Sri Ramana Maharshi`,
          description: data.work.summary,
          path: data.path,
          type: "article",
        },
        SITE_URL,
      )
    : [];

export default function RamanaWork({ loaderData }: Route.ComponentProps) {
  const { work: w, path } = loaderData;
  const total = w.verses.length + w.contains.reduce((n, c) => n + (c.verses?.length ?? 0), 0);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current={w.title} />
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          <Link to={`/ramana/${w.section}`} className="hover:underline">{w.sectionTitle}</Link>
        </p>
        <h1 className="mt-2 font-serif text-4xl font-semibold sm:text-5xl">{w.title}</h1>
        <p className="mt-2 text-xl">
          <span lang={w.language}>{w.titleOriginal}</span>
          <span className="text-muted-foreground"> · {w.titleMeaning}</span>
        </p>
        <p className="mt-4 text-lg text-muted-foreground">{w.summary}</p>
        <dl className="mt-5 grid grid-cols-3 gap-3 rounded-2xl border border-border p-4 text-sm">
          <div>
            <dt className="text-muted-foreground">Language</dt>
            <dd className="font-semibold">{w.languageName}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Written</dt>
            <dd className="font-semibold">{w.written}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{w.contains.length ? "Hymns" : "Verses"}</dt>
            <dd className="font-semibold">{w.contains.length ? w.contains.length : w.verseCount}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="about-work" className="mt-10">
        <h2 id="about-work" className="font-serif text-2xl font-semibold">About this work</h2>
        <div className="mt-4 space-y-5 text-[1.05rem] leading-relaxed">
          {[...w.facts, ...(w.metre ? [w.metre] : [])].map((f) => (
            <div key={f.text}>
              <SourcedStatement {...f} />
            </div>
          ))}
        </div>
        {w.notByRamana.length > 0 ? (
          <div className="mt-8 rounded-2xl bg-muted p-5">
            <h3 className="font-serif text-xl font-semibold">Lines printed with it that Ramana did not write</h3>
            <ul className="mt-3 space-y-4">
              {w.notByRamana.map((n) => (
                <li key={n.what}>
                  <p>
                    <span className="font-semibold">{n.author}:</span> {n.what}
                  </p>
                  <Sources sources={n.sources} />
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted-foreground">They are described here, not reproduced: they are still in copyright.</p>
          </div>
        ) : null}
      </section>

      {w.contains.length > 0 ? <Contents contains={w.contains} /> : null}

      {total > 0 ? (
        <EnhancedIsland name="reading-mode" props={{}} when="load">
          <section aria-labelledby="verses-heading" className="mt-12">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="verses-heading" className="font-serif text-2xl font-semibold">
                {w.contains.length ? "Navamanimalai, verse by verse" : "The verses"}
              </h2>
              <div className="flex gap-2">
                <button type="button" data-reader-open="" data-js-only="" className="inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90">
                  <BookOpenText aria-hidden className="h-4 w-4" /> Reading mode
                </button>
                <ShareButton title={w.title} path={path} />
              </div>
            </div>
            <TextNote work={w} total={total} />
            <div className="mt-4">
              {(w.contains.length ? w.contains.flatMap((c) => c.verses ?? []) : w.verses).map((v: VerseView) => (
                <VerseBlock key={v.anchor} verse={v} language={w.contains.find((c) => c.verses)?.card.language ?? w.language} path={path} />
              ))}
            </div>
            <ReaderDialog title={w.title} />
          </section>
        </EnhancedIsland>
      ) : null}

      <Related work={w} />
    </article>
  );
}

function TextNote({ work: w, total }: { work: { originalsShown: number; languageName: string; contains: unknown[] }; total: number }) {
  const shown = w.originalsShown;
  return (
    <p className="mt-3 text-[0.95rem] text-muted-foreground">
      {w.contains.length === 0 && shown === total
        ? `Each verse is given in the ${w.languageName} original, typeset by us from two published sources that agree, with a romanisation and our own English.`
        : `The ${w.languageName} original is printed for ${shown} of ${total} verses: those we have checked against two published sources that agree. The English is ours throughout, made from the original.`}{" "}
      No published translation is quoted.
    </p>
  );
}

function Contents({ contains }: { contains: Array<{ card: WorkCard; verses?: VerseView[] }> }) {
  return (
    <section aria-labelledby="contents-heading" className="mt-12">
      <h2 id="contents-heading" className="font-serif text-2xl font-semibold">The five hymns</h2>
      <ol className="mt-5 space-y-4">
        {contains.map(({ card, verses }, i) => (
          <li key={card.slug} className="rounded-2xl border border-border p-5">
            <p className="text-sm text-muted-foreground">
              {i + 1}. {card.languageName} · {card.verseCount} verses · {card.written}
            </p>
            <h3 className="mt-1 font-serif text-xl font-semibold">
              {card.path ? (
                <Link to={card.path} className="hover:underline">{card.title}</Link>
              ) : (
                <a href="#verses-heading" className="hover:underline">{card.title}</a>
              )}{" "}
              <span lang={card.language} className="font-sans text-base font-normal text-muted-foreground">{card.titleOriginal}</span>
            </h3>
            <p className="mt-2">{card.summary}</p>
            <p className="mt-2 text-sm font-semibold text-primary">
              {card.path ? <Link to={card.path}>Read it verse by verse</Link> : <a href="#verses-heading">Its {verses?.length} verses are below</a>}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReaderDialog({ title }: { title: string }) {
  return (
    <dialog data-reader="" aria-labelledby="reader-title" className="reader">
      <div className="reader-bar">
        <p id="reader-title" className="min-w-0 truncate font-serif font-semibold">{title}</p>
        <p data-reader-counter="" aria-live="polite" className="text-sm text-muted-foreground" />
        <button type="button" data-reader-close="" className="reader-button" aria-label="Close reading mode">
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <div data-reader-stage="" className="reader-stage" aria-live="polite" />
      <div className="reader-nav">
        <button type="button" data-reader-prev="" className="reader-button">
          <ChevronLeft aria-hidden className="h-5 w-5" /> Previous
        </button>
        <p className="hidden text-sm text-muted-foreground sm:block">Arrow keys or a swipe move between verses</p>
        <button type="button" data-reader-next="" className="reader-button">
          Next <ChevronRight aria-hidden className="h-5 w-5" />
        </button>
      </div>
    </dialog>
  );
}

function Related({ work: w }: { work: { articles: Array<{ title: string; path: string }>; places: Array<{ title: string; path: string }>; mentionedIn: Array<{ title: string; path: string; kind: string }> } }) {
  const groups = [
    { heading: "Where it was written and the places it names", links: w.places },
    { heading: "Articles about it", links: w.articles },
    { heading: "Pages that discuss it", links: w.mentionedIn },
  ].filter((g) => g.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <aside aria-label="Read further" className="mt-14 grid gap-6 border-t border-border pt-8 sm:grid-cols-2">
      {groups.map((g) => (
        <div key={g.heading}>
          <h2 className="font-serif text-lg font-semibold">{g.heading}</h2>
          <ul className="mt-2 space-y-1">
            {g.links.map((l) => (
              <li key={l.path}>
                <Link to={l.path} className="text-primary underline underline-offset-2">{l.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </aside>
  );
}
