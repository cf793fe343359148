/**
 * /panchang (today) and /panchang/{date}: the daily panchang of any day of the offered years at
 * Tiruvannamalai (issue 18). Rendered per request from the engine, plain HTML with no framework
 * JavaScript; a dated page never changes, so it is cached for a day.
 */
import { data, Link, redirect } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SITE_URL } from "~/config/site";
import { eventsBetween } from "~/content/calendar.server";
import { addDays } from "~/lib/calendar/astro";
import { CALENDAR_YEARS, calendarDate, FIRST_YEAR, LAST_YEAR } from "~/lib/calendar/events";
import { formatFullDate, formatShortDate, todayAt } from "~/lib/calendar/format";
import { panchangOf, panchangText, type ElementText } from "~/lib/calendar/panchang";
import { isExtendedEntry } from "~/lib/calendar/query";
import { TYPE_INFO } from "~/lib/calendar/types";
import { STATIC_PAGE } from "~/lib/delivery";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/panchang";

export const handle = STATIC_PAGE;

export function loader({ params, request }: Route.LoaderArgs) {
  const today = todayAt(Date.now());
  // The form on the page asks for /panchang?date=…: send it to the day's own address.
  const asked = new URL(request.url).searchParams.get("date");
  if (!params.date && asked !== null) {
    const date = calendarDate(asked);
    if (!date) throw data(`Choose a date from ${FIRST_YEAR} to ${LAST_YEAR}.`, { status: 400 });
    return redirect(`/panchang/${date}`);
  }
  const date = params.date === undefined ? today : calendarDate(params.date);
  if (!date) throw data(`No panchang for “${params.date}”: the site computes ${FIRST_YEAR} to ${LAST_YEAR}.`, { status: 404 });
  const events = eventsBetween(date, date).filter((e) => !isExtendedEntry(e));
  // A dated page never changes; today's moves on at midnight.
  const cache = params.date === undefined ? "public, max-age=300" : "public, max-age=86400";
  return data(
    {
    today,
    years: { first: FIRST_YEAR, last: LAST_YEAR },
    isToday: params.date === undefined,
    panchang: panchangText(panchangOf(date)),
    events: events.map((e) => ({ title: e.title, type: e.type, label: TYPE_INFO[e.type].label })),
    previous: CALENDAR_YEARS.includes(Number(addDays(date, -1).slice(0, 4))) ? addDays(date, -1) : null,
    next: CALENDAR_YEARS.includes(Number(addDays(date, 1).slice(0, 4))) ? addDays(date, 1) : null,
    },
    { headers: { "Cache-Control": cache } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=300",
});

export const meta: Route.MetaFunction = ({ data: d, params }) =>
  d
    ? buildMeta(
        {
          title: `Panchang for ${formatFullDate(d.panchang.date)} at Tiruvannamalai`,
          description: `Sunrise ${d.panchang.sunrise}, sunset ${d.panchang.sunset}; ${d.panchang.tithi.map((t) => t.name).join(" then ")}; ${d.panchang.nakshatra.map((n) => n.name).join(" then ")}; Rahu kalam ${d.panchang.rahu}. Computed for Tiruvannamalai in IST.`,
          path: params.date ? `/panchang/${d.panchang.date}` : "/panchang",
          keywords: ["panchang", "Tiruvannamalai panchang", "Rahu kalam today", "tithi today", "nakshatra today", "Tamil calendar"],
        },
        SITE_URL,
      )
    : [{ title: "Panchang not found" }];

function Elements({ items }: { items: ElementText[] }) {
  return (
    <ul className="space-y-0.5">
      {items.map((e) => (
        <li key={`${e.name}-${e.until}`}>
          <span className="font-semibold">{e.name}</span> <span className="text-muted-foreground">{e.until}</span>
        </li>
      ))}
    </ul>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 border-b border-border py-3 last:border-b-0 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export default function PanchangPage({ loaderData }: Route.ComponentProps) {
  const { panchang: p, events, previous, next, today, isToday, years } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs current={isToday ? undefined : formatShortDate(p.date)} />
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{isToday ? "Today’s panchang" : "Daily panchang"}</p>
      <h1 className="mt-1 font-serif text-3xl font-semibold text-balance sm:text-4xl">{formatFullDate(p.date)}</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Tamil date <strong className="text-foreground">{p.tamilDate}</strong> · lunar month {p.lunarMonth} · at Tiruvannamalai, times in IST
      </p>

      <nav aria-label="Other days" className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
        {previous && (
          <Link to={`/panchang/${previous}`} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            <span aria-hidden>←</span> {formatShortDate(previous)}
          </Link>
        )}
        {p.date !== today && (
          <Link to="/panchang" className="text-primary underline-offset-4 hover:underline">
            Today
          </Link>
        )}
        {next && (
          <Link to={`/panchang/${next}`} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            {formatShortDate(next)} <span aria-hidden>→</span>
          </Link>
        )}
        <Link to={`/spiritual-calendars?date=${p.date}`} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
          This day in the sacred calendar
        </Link>
      </nav>

      {events.length > 0 && (
        <section aria-labelledby="observances" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50">
          <h2 id="observances" className="font-serif text-xl font-semibold">
            Kept on this day
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {events.map((e) => (
              <li key={`${e.type}-${e.title}`}>
                {e.title} <span className="text-sm opacity-80">({e.label})</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="sun-moon" className="rounded-xl border border-border bg-card p-5">
          <h2 id="sun-moon" className="flex items-center gap-2 font-serif text-xl font-semibold">
            Sun and Moon
          </h2>
          <dl className="mt-2">
            <Row term="Sunrise">{p.sunrise}</Row>
            <Row term="Sunset">{p.sunset}</Row>
            <Row term="Moonrise">{p.moonrise}</Row>
            <Row term="Moonset">{p.moonset}</Row>
          </dl>
        </section>
        <section aria-labelledby="avoid" className="rounded-xl border border-border bg-card p-5">
          <h2 id="avoid" className="flex items-center gap-2 font-serif text-xl font-semibold">
            Times kept free of new work
          </h2>
          <dl className="mt-2">
            <Row term="Rahu kalam">{p.rahu}</Row>
            <Row term="Yamagandam">{p.yama}</Row>
            <Row term="Gulika kalam">{p.gulika}</Row>
          </dl>
          <p className="mt-2 text-sm text-muted-foreground">Each is one eighth of this day’s daylight, counted from the real sunrise, not the fixed 6 AM table.</p>
        </section>
      </div>

      <section aria-labelledby="five-limbs" className="mt-8 rounded-xl border border-border bg-card p-5">
        <h2 id="five-limbs" className="font-serif text-xl font-semibold">
          The five limbs of the day
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">From this sunrise to the next; each runs until the time shown, then the next begins.</p>
        <dl className="mt-2">
          <Row term="Weekday (vara)">{p.weekday}</Row>
          <Row term="Tithi">
            <Elements items={p.tithi} />
          </Row>
          <Row term="Nakshatra">
            <Elements items={p.nakshatra} />
          </Row>
          <Row term="Yoga">
            <Elements items={p.yoga} />
          </Row>
          <Row term="Karana">
            <Elements items={p.karana} />
          </Row>
        </dl>
      </section>

      <section aria-labelledby="another-day" className="mt-8">
        <h2 id="another-day" className="font-serif text-xl font-semibold">
          Another day
        </h2>
        <form method="get" action="/panchang" className="mt-3 flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-medium">
            Date
            <input
              type="date"
              name="date"
              required
              defaultValue={p.date}
              min={`${years.first}-01-01`}
              max={`${years.last}-12-31`}
              className="rounded-md border border-input bg-background px-3 py-2 text-base"
            />
          </label>
          <button type="submit" className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-primary/90">
            Show the panchang
          </button>
        </form>
      </section>

      <section aria-labelledby="how" className="mt-10 max-w-3xl text-muted-foreground">
        <h2 id="how" className="font-serif text-xl font-semibold text-foreground">
          How these times are worked out
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>
            Everything is computed for Tiruvannamalai (12.23° N, 79.07° E) from the positions of the Sun and Moon, with the Lahiri ayanamsa, as
            drik almanacs do. Sunrise and sunset are the upper edge of the Sun at the horizon.
          </li>
          <li>
            Elsewhere the times move by a few minutes (Chennai, further east, sees the Sun rise about five minutes earlier; Bengaluru, further
            west, about six minutes later), and an observance that falls near sunrise or sunset can move to the neighbouring day.
          </li>
          <li>
            The Tamil date begins a month on the day the Sun enters the sign when it does so before sunset. Almanacs of the older Vakya
            reckoning, which many temples follow, can begin a month a day later when the Sun enters in the afternoon.
          </li>
          <li>
            A tithi is each 12° the Moon gains on the Sun; a nakshatra each 13°20′ of the Moon’s path; a yoga each 13°20′ of the Sun’s and
            Moon’s longitudes added together; a karana half a tithi.
          </li>
        </ul>
      </section>
    </div>
  );
}
