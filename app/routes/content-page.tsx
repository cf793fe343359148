import { Link } from "react-router";
import { AnswerEngineBlock } from "~/components/answer-engine-block";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { formatDate } from "~/components/content-page";
import { GuideCards } from "~/components/guides/guide-cards";
import { TemplePlan } from "~/components/guides/temple-plan";
import { SourcedStatement } from "~/components/ramana/sources";
import { SITE, SITE_URL } from "~/config/site";
import type { Page, Timeline } from "~/content/collections/schemas";
import { contentStore, renderBody } from "~/content/collections/store.server";
import { workCards, type WorkCard } from "~/content/ramana.server";
import { STATIC_PAGE } from "~/lib/delivery";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/content-page";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

type SlotData =
  | { slot: "works"; works: WorkCard[]; grouped: boolean }
  | { slot: "timeline"; timeline: Timeline }
  | { slot: "plan"; plan: PlanName }
  | { slot: "guides" };

/** Drawn plans a page may show with `[[plan name]]` (app/components/guides). */
const PLANS = ["temple"] as const;
type PlanName = (typeof PLANS)[number];

/**
 * A Markdown page of the `page` collection (content/site, decision 0016): the
 * address mirrors the file. Lines such as `[[works hymns]]` in the body are
 * slots where a computed part is shown (a list of works, a dated timeline,
 * a drawn plan such as `[[plan temple]]`).
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "") || "/";
  const store = contentStore();
  const item = store.byPath<Page>(path)!;
  const { sections } = renderBody(item);
  const parts = sections.map((s): { html: string } | SlotData => {
    if ("html" in s) return s;
    if (s.slot === "works") {
      const section = s.arg === "all" ? undefined : (s.arg as WorkCard["section"]);
      return { slot: "works", works: workCards(section), grouped: !section };
    }
    if (s.slot === "timeline") {
      const timeline = store.byRef<Timeline>(`timeline:${s.arg}`);
      if (!timeline) throw new Error(`${item.file}: slot [[timeline ${s.arg}]]: no content/timelines/${s.arg}.yaml`);
      return { slot: "timeline", timeline: timeline.data };
    }
    if (s.slot === "plan") {
      const plan = PLANS.find((p) => p === s.arg);
      if (!plan) throw new Error(`${item.file}: slot [[plan ${s.arg ?? ""}]]: no such plan (known: ${PLANS.join(", ")})`);
      return { slot: "plan", plan };
    }
    if (s.slot === "guides") {
      if (s.arg !== "practical") throw new Error(`${item.file}: slot [[guides ${s.arg ?? ""}]]: the only list of guides is "practical"`);
      return { slot: "guides" };
    }
    throw new Error(`${item.file}: unknown slot [[${s.slot}]]`);
  });
  const { title, description, updated, checked, faqs, sources, alternates, crumb } = item.data;
  return { path, title, description, updated, checked, faqs, sources, alternates, crumb, parts };
}

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta(
    {
      title: data.title,
      description: data.description,
      path: data.path,
      type: "article",
      alternate: data.alternates?.te ? { language: "te", path: data.alternates.te } : undefined,
    },
    SITE_URL,
  );

export default function ContentPage({ loaderData: p }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current={p.crumb ?? p.title} />
      <h1 className="font-serif text-4xl font-semibold sm:text-5xl">{p.title}</h1>
      {p.checked ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Hours, rules and routes last checked <time dateTime={p.checked}>{formatDate(p.checked)}</time>, against the sources at the end of the page. They change at festivals; confirm locally.
        </p>
      ) : null}
      <div className="mt-8 space-y-10">
        {p.parts.map((part, i) =>
          "html" in part ? (
            <div key={i} className="prose-article" dangerouslySetInnerHTML={{ __html: part.html }} />
          ) : part.slot === "works" ? (
            <WorkList key={i} works={part.works} grouped={part.grouped} />
          ) : part.slot === "timeline" ? (
            <TimelineList key={i} timeline={part.timeline} />
          ) : part.slot === "guides" ? (
            <GuideCards key={i} />
          ) : part.plan === "temple" ? (
            <TemplePlan key={i} />
          ) : null,
        )}
      </div>
      {p.faqs && p.faqs.length > 0 ? (
        <AnswerEngineBlock pageTitle={p.title} faqs={p.faqs} keyTopics={[]} location={{ name: SITE.location.city, coordinates: { lat: SITE.location.latitude, lng: SITE.location.longitude } }} />
      ) : null}
      {p.sources && p.sources.length > 0 ? (
        <section aria-labelledby="sources-heading" className="mt-14 border-t border-border pt-8">
          <h2 id="sources-heading" className="font-serif text-xl font-semibold">Sources for this page</h2>
          <ul className="mt-4 space-y-4 text-[0.95rem]">
            {p.sources.map((s) => (
              <li key={s.text}>
                <SourcedStatement {...s} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10 text-sm text-muted-foreground">
        Last updated <time dateTime={p.updated}>{formatDate(p.updated)}</time>
      </p>
    </article>
  );
}

function WorkList({ works, grouped }: { works: WorkCard[]; grouped: boolean }) {
  // The works come in reading order, section by section (workCards).
  const sections = [...new Map(works.map((w) => [w.section, w.sectionTitle])).entries()];
  const groups = grouped
    ? sections.map(([section, title]) => ({ section, title, works: works.filter((w) => w.section === section) }))
    : [{ section: null, title: null, works }];
  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <section key={g.section ?? "all"} aria-label={g.title ?? undefined}>
          {g.section ? (
            <h2 className="mb-4 font-serif text-2xl font-semibold">
              <Link to={`/ramana/${g.section}`} className="hover:underline">{g.title}</Link>
            </h2>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2">
            {g.works.map((w) => (
              <li key={w.slug} className="relative flex flex-col rounded-2xl border border-border bg-card p-5 transition hover:border-primary">
                <p className="text-sm text-muted-foreground">
                  {w.languageName} · {w.verseCount > 0 ? `${w.verseCount} verses` : "five hymns"} · {w.written}
                </p>
                <h3 className="mt-1 font-serif text-xl font-semibold">
                  <Link to={w.path!} className="after:absolute after:inset-0 hover:underline">{w.title}</Link>
                </h3>
                <p lang={w.language} className="text-muted-foreground">{w.titleOriginal}</p>
                <p className="mt-2 text-[0.95rem]">{w.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function formatEventDate(date: string): string {
  const [y, m, d] = date.split("-");
  if (!m) return y!;
  const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleDateString("en-IN", { month: "long", timeZone: "UTC" });
  return d ? `${Number(d)} ${month} ${y}` : `${month} ${y}`;
}

function TimelineList({ timeline }: { timeline: Timeline }) {
  return (
    <section aria-label={timeline.title}>
      <ol className="relative space-y-6 border-l-2 border-border pl-6">
        {timeline.events.map((e) => (
          <li key={`${e.date}-${e.text.slice(0, 20)}`} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[calc(1.5rem+5px)] h-2 w-2 rounded-full bg-primary" />
            <p className="font-semibold">
              <time dateTime={e.date}>{formatEventDate(e.date)}</time>
            </p>
            <SourcedStatement {...e} textClassName="mt-1 leading-relaxed" differsClassName="mt-1 text-[0.95rem] text-muted-foreground" />
          </li>
        ))}
      </ol>
    </section>
  );
}
