import { CalendarDays, Flame } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { STATIC_PAGE } from "~/lib/delivery";
import { formatDate } from "~/components/content-page";
import { SITE_URL } from "~/config/site";
import { deepamDates } from "~/content/calendar.server";
import { getPage } from "~/content/pages.server";
import { formatFullDate, todayAt } from "~/lib/calendar/format";
import { nextDeepam } from "~/lib/calendar/query";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/karthigai-deepam";

export function loader() {
  const dates = deepamDates();
  return {
    page: getPage("karthigai-deepam-2025"),
    deepam2025: dates.find((d) => d.startsWith("2025-"))!,
    dates,
    builtToday: todayAt(Date.now()),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta(
    {
      title: data.page.title,
      description: data.page.description,
      path: "/karthigai-deepam-2025",
      type: "article",
      keywords: ["Karthigai Deepam 2025", "Maha Deepam", "Bharani Deepam", "Tiruvannamalai Deepam", "Karthigai Deepam date"],
    },
    SITE_URL,
  );

/** A reading page: the record of 2025, with no countdown left at zero; the coming festival is /karthigai-deepam (decision 0014). */
export const handle = STATIC_PAGE;

export default function KarthigaiDeepam({ loaderData }: Route.ComponentProps) {
  const { page, deepam2025, dates, builtToday } = loaderData;
  // The next festival as of the build (the page is rebuilt with every release).
  const next = nextDeepam(dates, builtToday);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current="Karthigai Deepam 2025" />
      <h1 className="font-serif text-4xl font-semibold">{page.title}</h1>
      <section className="mt-8 rounded-2xl bg-[#231a3c] p-6 text-white" aria-labelledby="deepam-2025">
        <h2 id="deepam-2025" className="flex items-center gap-2 font-serif text-2xl font-semibold">
          <Flame aria-hidden className="h-6 w-6 text-amber-300" /> Karthigai Deepam 2025
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-amber-200">Festival day</dt>
          <dd>{formatFullDate(deepam2025)}</dd>
          <dt className="font-semibold text-amber-200">Bharani Deepam</dt>
          <dd>4:00 AM, in the temple</dd>
          <dt className="font-semibold text-amber-200">Maha Deepam</dt>
          <dd>6:00 PM, on the summit</dd>
        </dl>
        <p className="mt-5 text-sm text-white/90">
          The flag was hoisted on 24 November 2025, and on the evening of Wednesday 3 December the Maha Deepam was lit on the summit
          at 6 PM, in heavy rain, before lakhs of pilgrims (New Indian Express, 3 and 4 December 2025; PTI).
        </p>
        <p className="mt-3 text-sm text-white/85">
          Some calendars printed 4 December for 2025, the day of the full moon. The lamp is lit on the evening the Moon is in
          Krittika, which in 2025 was the evening of 3 December, and that is when the temple lit it.
        </p>
      </section>
      {next && next !== deepam2025 && (
        <p className="mt-6 flex items-start gap-2 rounded-xl border border-border bg-card p-4">
          <CalendarDays aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <span>
            <strong>The next Karthigai Deepam</strong> is on <time dateTime={next}>{formatFullDate(next)}</time>, with the Maha Deepam
            at 6 PM.{" "}
            <Link to="/karthigai-deepam" className="text-primary underline underline-offset-4">
              Its dates, the ten festival days and a countdown
            </Link>
            .
          </span>
        </p>
      )}
      <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
      <p className="mt-10 text-sm text-muted-foreground">
        Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
      </p>
    </div>
  );
}
