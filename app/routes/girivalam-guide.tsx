import { Moon, Navigation } from "lucide-react";
import { Link } from "react-router";
import { AnswerEngineBlock } from "~/components/answer-engine-block";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { RouteMap } from "~/components/girivalam/route-map";
import { StopList } from "~/components/girivalam/stop-list";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { eventsBetween } from "~/content/calendar.server";
import { routeData } from "~/content/girivalam.server";
import { getPage } from "~/content/pages.server";
import { addDays } from "~/lib/calendar/astro";
import { formatFullDate, todayAt } from "~/lib/calendar/format";
import { nextFullMoons } from "~/lib/calendar/query";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/girivalam-guide";
import { ISLANDS_PAGE } from "~/lib/delivery";

/** A reading page whose players hydrate on their own (decision 0014). */
export const handle = ISLANDS_PAGE;

/** Rendered per request (cached for an hour) so that "the coming Pournamis" follow the calendar. */
export function loader() {
  const today = todayAt(Date.now());
  const page = getPage("girivalam-guide");
  // By the night to walk, which can be the evening before the full moon's date: from yesterday's events on.
  const pournamis = nextFullMoons(eventsBetween(addDays(today, -1), addDays(today, 230)), today, 6).map(({ date, title, walk }) => ({ night: date, title, walk }));
  return { today, page, pournamis, route: routeData() };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=3600" });

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta(
    {
      title: data.page.title,
      description: data.page.description,
      path: "/girivalam-guide",
      keywords: ["Girivalam", "Girivalam guide", "Arunachala Girivalam", "eight lingams", "Pournami Girivalam", "Tiruvannamalai"],
      type: "article",
    },
    SITE_URL,
  );

function Pournamis({ moons, today }: { moons: { night: string; title: string; walk: string }[]; today: string }) {
  return (
    <section aria-labelledby="coming-pournamis" className="my-8 rounded-2xl border border-blue-200 bg-blue-50/60 p-5 dark:border-blue-900 dark:bg-blue-950/30">
      <h3 id="coming-pournamis" className="flex items-center gap-2 font-serif text-xl font-semibold">
        <Moon aria-hidden className="h-5 w-5 text-blue-700 dark:text-blue-300" /> The coming Pournamis
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        The nights on which the full-moon tithi is in force at Tiruvannamalai, in IST. The temple announces its own window, which can differ by up to about an hour and a half.
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {moons.map((m) => (
          <li key={m.night} className="rounded-xl border border-border bg-card p-4">
            <p className="font-semibold">
              Night of <time dateTime={m.night}>{formatFullDate(m.night)}</time>
              {m.night === today && <span className="ml-2 rounded-full bg-primary px-2 text-xs text-primary-foreground">Tonight</span>}
            </p>
            <p className="text-sm text-blue-800 dark:text-blue-200">{m.title}</p>
            <p className="mt-1 text-sm">{m.walk}</p>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm">
        <Link to="/full-moon-events" className="font-medium text-primary underline underline-offset-4">
          Every full moon of this year and next
        </Link>
      </p>
    </section>
  );
}

function RouteSection({ route }: { route: Route.ComponentProps["loaderData"]["route"] }) {
  return (
    <div className="my-8 space-y-6">
      <RouteMap route={route} className="mx-auto block h-auto w-full max-w-2xl" />
      <p>
        <Link to="/girivalam-tracker" className={buttonClass("primary", "md")}>
          <Navigation aria-hidden className="h-4 w-4" /> Open the tracker for the walk
        </Link>{" "}
        <a href="/girivalam/route.geojson" className="ml-2 text-sm text-primary underline underline-offset-4" download>
          Download the route (GeoJSON)
        </a>
      </p>
      <h3 className="font-serif text-xl font-semibold">All 41 stops, in walking order</h3>
      <StopList stops={route.stops} headingLevel={4} />
    </div>
  );
}

export default function GirivalamGuide({ loaderData }: Route.ComponentProps) {
  const { page, pournamis, route, today } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current={page.title} />
      <h1 className="font-serif text-4xl font-semibold">{page.title}</h1>
      {page.sections.map((s, i) =>
        "html" in s ? (
          <div key={i} className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: s.html }} />
        ) : s.slot === "pournamis" ? (
          <Pournamis key={i} moons={pournamis} today={today} />
        ) : s.slot === "route" ? (
          <RouteSection key={i} route={route} />
        ) : null,
      )}
      {page.faqs && (
        <AnswerEngineBlock
          pageTitle={page.title}
          faqs={page.faqs}
          keyTopics={["Girivalam route", "Pournami timings", "the eight lingams", "barefoot walking", "safety and crowds"]}
          location={{ name: "Girivalam path, Tiruvannamalai", coordinates: { lat: 12.232, lng: 79.056 } }}
        />
      )}
    </div>
  );
}
