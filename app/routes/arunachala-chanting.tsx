import { AnswerEngineBlock } from "~/components/answer-engine-block";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ChantPlayers } from "~/components/media/chant-players";
import { formatDate } from "~/components/content-page";
import { SITE_URL } from "~/config/site";
import { getPage } from "~/content/pages.server";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/arunachala-chanting";
import { ISLANDS_PAGE } from "~/lib/delivery";

/** A reading page whose players hydrate on their own (decision 0014). */
export const handle = ISLANDS_PAGE;

export function loader() {
  return { page: getPage("arunachala-chanting") };
}

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta(
    {
      title: data.page.title,
      description: data.page.description,
      path: "/arunachala-chanting",
      keywords: ["Arunachala Shiva chant", "Om Namah Shivaya", "Aksharamanamalai", "chanting at Tiruvannamalai", "Girivalam chant"],
      type: "article",
    },
    SITE_URL,
  );

export default function ArunachalaChanting({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current={page.title} />
      <h1 className="font-serif text-4xl font-semibold">{page.title}</h1>
      {page.sections.map((s, i) =>
        "html" in s ? <div key={i} className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: s.html }} /> : s.slot === "player" ? <ChantPlayers key={i} /> : null,
      )}
      {page.faqs && <AnswerEngineBlock pageTitle={page.title} faqs={page.faqs} keyTopics={["Om Namah Shivaya", "Arunachala Shiva", "Aksharamanamalai", "japa"]} />}
      <p className="mt-10 text-sm text-muted-foreground">
        Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
      </p>
    </div>
  );
}
