import { CalendarPlus, Moon } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SITE_URL } from "~/config/site";
import { eventsForYear } from "~/content/calendar.server";
import { CALENDAR_YEARS } from "~/lib/calendar/events";
import { formatFullDate, todayAt } from "~/lib/calendar/format";
import { girivalamText, isFullMoon, lastNight, walkingNight } from "~/lib/calendar/query";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/full-moon-events";
import { STATIC_PAGE } from "~/lib/delivery";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

/** Rendered per request so that "this year and next" follows the calendar. */
export function loader() {
  const today = todayAt(Date.now());
  const year = Number(today.slice(0, 4));
  const years = [year, year + 1].filter((y) => CALENDAR_YEARS.includes(y));
  return {
    today,
    years: years.map((y) => ({
      year: y,
      // One entry per full moon (the almanac's Extended entry is the same Pournami), dated by the night to walk.
      moons: eventsForYear(y)
        .filter(isFullMoon)
        .map((e) => ({
          night: walkingNight(e),
          lastNight: lastNight(e),
          almanacDay: e.date,
          title: e.title,
          walk: e.girivalam ? girivalamText(e.girivalam) : e.time,
        })),
    })),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=3600" });

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta(
    {
      title: `Full Moon (Pournami) Dates ${data.years.map((y) => y.year).join(" and ")}: Girivalam Timings`,
      description: "Every Pournami at Tiruvannamalai for this year and next, with the exact start and end of the full-moon tithi in IST and advice for walking Girivalam.",
      path: "/full-moon-events",
      keywords: ["Pournami dates", "Girivalam timings", "full moon Tiruvannamalai", "Girivalam date"],
    },
    SITE_URL,
  );

export default function FullMoonEvents({ loaderData }: Route.ComponentProps) {
  const { today, years } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="font-serif text-4xl font-semibold">Full Moon Days and Girivalam Timings</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Pilgrims walk around Arunachala on every Pournami night. Each full moon below is dated by the night to walk, with the
        hours of the full-moon tithi in IST, computed for Tiruvannamalai. The temple announces its own times, which can differ by up
        to about an hour and a half.
      </p>
      {years.map(({ year, moons }) => (
        <section key={year} className="mt-12" aria-labelledby={`moons-${year}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`moons-${year}`} className="font-serif text-3xl font-semibold">
              Pournami {year}
            </h2>
            <a href={`/calendar/${year}/fullMoon.ics`} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
              <CalendarPlus aria-hidden className="h-4 w-4" /> Subscribe to the {year} full moons (.ics)
            </a>
          </div>
          <MoonList moons={moons.filter((m) => m.lastNight >= today)} today={today} />
          {moons.some((m) => m.lastNight < today) && (
            <details className="mt-5 rounded-xl border border-dashed border-border p-4">
              <summary className="cursor-pointer font-medium">Passed in {year} ({moons.filter((m) => m.lastNight < today).length})</summary>
              <MoonList moons={moons.filter((m) => m.lastNight < today)} today={today} />
            </details>
          )}
        </section>
      ))}
      <section className="mt-12" aria-labelledby="how-nights">
        <h2 id="how-nights" className="font-serif text-2xl font-semibold">
          How the night is worked out
        </h2>
        <div className="mt-3 space-y-3 text-muted-foreground">
          <p>
            What matters for the walk is the full-moon tithi, the lunar day that runs from the moment the Moon comes within 12° of
            opposite the Sun until it is exactly opposite. Many people set out when the tithi begins and complete the 14 km path,
            about 3 to 5 hours on foot, before it ends.
          </p>
          <p>
            Tamil calendars date a full moon by the day whose sunrise the tithi holds. For about half of all full moons the tithi has
            ended before sunset on that day, so the walk belongs to the evening before: each full moon here is dated by the night,
            from sunset to the next sunrise, in which the tithi is in force for at least an hour. When it is in force on two nights,
            both are given, with the one it covers longer.
          </p>
          <p>
            The temple administration announces its own start and end times each month. In the announcements we checked for 2024 and
            2025 they differed from the astronomical times here by a few minutes to about an hour and a half, so near the edges of the
            window, follow the temple&apos;s notice.
          </p>
        </div>
      </section>
      <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50">
        <h2 className="font-semibold">Walking on a full-moon night</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>The largest crowds walk from late evening until the early hours; the path is quieter in the early morning and at dusk.</li>
          <li>Walk clockwise with the hill on your right, keep to the footpath and carry water, a light and a little money.</li>
          <li>Chitra Pournami and Karthigai Pournami bring the biggest crowds of the year: allow extra time for everything.</li>
        </ul>
      </div>
      <p className="mt-12 text-muted-foreground">
        For pradoshams, Shivaratris, new moons and festivals, see the{" "}
        <Link to="/spiritual-calendars" className="text-primary underline underline-offset-4">
          sacred calendar
        </Link>
        .
      </p>
    </div>
  );
}

type Moon = Route.ComponentProps["loaderData"]["years"][number]["moons"][number];

function MoonList({ moons, today }: { moons: Moon[]; today: string }) {
  if (moons.length === 0) return null;
  return (
    <ol className="mt-5 grid gap-4 sm:grid-cols-2">
      {moons.map((m) => {
        const past = m.lastNight < today;
        return (
          <li key={m.almanacDay} className={`rounded-xl border bg-card p-5 ${past ? "border-dashed border-border" : "border-border"}`}>
            <p className="flex items-center gap-2 text-sm font-semibold text-blue-800 dark:text-blue-200">
              <Moon aria-hidden className="h-4 w-4" /> {m.title}
              {m.night === today && <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">Tonight</span>}
            </p>
            <h3 className="mt-1 font-serif text-xl font-semibold">
              <Link to={`/spiritual-calendars?date=${m.night}`} className="hover:underline">
                Night of <time dateTime={m.night}>{formatFullDate(m.night)}</time>
              </Link>
            </h3>
            <p className="mt-2 text-sm">{m.walk}</p>
            {m.almanacDay !== m.night && (
              <p className="mt-1 text-sm text-muted-foreground">
                Tamil calendars date this full moon <time dateTime={m.almanacDay}>{formatFullDate(m.almanacDay)}</time>.
              </p>
            )}
            {past && <p className="mt-1 text-sm text-muted-foreground">Passed</p>}
          </li>
        );
      })}
    </ol>
  );
}
