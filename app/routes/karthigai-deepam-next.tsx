/**
 * /karthigai-deepam: the coming Karthigai Deepam in every year (issue 18): its date, a countdown, the
 * ten days of the Brahmotsavam, the Karthigai full moon's Girivalam nights, and the guides. Rendered
 * per request (cached for an hour) so that it moves on to the next festival the day after the lamp.
 */
import { CalendarDays, Flame, Footprints } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CountdownBoxes } from "~/components/calendar/deepam-countdown";
import { countdownLabel } from "~/components/calendar/deepam-countdown.enhance";
import { SITE_URL } from "~/config/site";
import { deepamDates, eventsBetween } from "~/content/calendar.server";
import { EnhancedIsland } from "~/islands/island";
import { addDays } from "~/lib/calendar/astro";
import { formatFullDate, todayAt } from "~/lib/calendar/format";
import { girivalamText, isFullMoon, nextDeepam, walkingNight } from "~/lib/calendar/query";
import { brahmotsavamDays } from "~/lib/calendar/rules";
import { ISLANDS_PAGE } from "~/lib/delivery";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/karthigai-deepam-next";

export const handle = ISLANDS_PAGE;

export function loader() {
  const today = todayAt(Date.now());
  const dates = deepamDates();
  const deepam = nextDeepam(dates, today)!;
  const moon = eventsBetween(addDays(deepam, -3), addDays(deepam, 3)).find(isFullMoon);
  return {
    today,
    dates,
    deepam,
    days: brahmotsavamDays(deepam),
    moon: moon?.girivalam ? { night: walkingNight(moon), walk: girivalamText(moon.girivalam) } : null,
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=3600" });

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta(
    {
      title: `Karthigai Deepam ${data.deepam.slice(0, 4)}: Date, Countdown and the Ten Festival Days`,
      description: `Karthigai Deepam ${data.deepam.slice(0, 4)} at Tiruvannamalai falls on ${formatFullDate(data.deepam)}: Bharani Deepam at 4 AM, the Maha Deepam on the summit at 6 PM, with the flag hoisting, chariot day and Girivalam nights.`,
      path: "/karthigai-deepam",
      keywords: ["Karthigai Deepam date", "Tiruvannamalai Deepam", "Maha Deepam", "Bharani Deepam", "Karthigai Brahmotsavam"],
    },
    SITE_URL,
  );

export default function KarthigaiDeepamNext({ loaderData }: Route.ComponentProps) {
  const { today, dates, deepam, days, moon } = loaderData;
  const year = deepam.slice(0, 4);
  const lit = deepam < today;
  const schedule = [
    { day: 1, date: days.flagHoisting, what: "The flag is hoisted on the golden flagstaff before the sanctum, and the festival begins." },
    { day: 5, date: addDays(days.flagHoisting, 4), what: "Annamalaiyar and Unnamulai Amman ride the great Rishabha (bull) vahanam; the silver chariot follows on the sixth night." },
    { day: 7, date: days.chariots, what: "The five chariots are pulled round the four Mada streets, one after another." },
    { day: 10, date: days.deepam, what: "Bharani Deepam is lit in the temple at 4 AM; at 6 PM the Maha Deepam is lit on the summit, and it burns for about eleven days." },
    { day: 0, date: addDays(days.deepam, 1), what: "The day after, the float festival begins at the Ayyankulam tank: Chandrasekharar, then Parasakthi Amman, then Subramaniar, one on each of three nights." },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current={`Karthigai Deepam ${year}`} />
      <h1 className="font-serif text-4xl font-semibold">Karthigai Deepam {year}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The lamp festival of Arunachala: on the tenth day of the temple&apos;s Karthigai festival a great flame is lit on the summit
        of the hill at dusk. The dates below are worked out for Tiruvannamalai; the temple announces its own schedule before the
        festival, and where it differs, follow the temple.
      </p>
      <section className="mt-8 rounded-2xl bg-[#231a3c] p-6 text-white" aria-labelledby="deepam-day">
        <h2 id="deepam-day" className="flex items-center gap-2 font-serif text-2xl font-semibold">
          <Flame aria-hidden className="h-6 w-6 text-amber-300" /> <time dateTime={deepam}>{formatFullDate(deepam)}</time>
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-amber-200">Bharani Deepam</dt>
          <dd>4:00 AM, in the temple</dd>
          <dt className="font-semibold text-amber-200">Maha Deepam</dt>
          <dd>6:00 PM, on the summit</dd>
        </dl>
        <EnhancedIsland name="deepam-countdown" props={{ dates }} when="load">
          <p className="mt-5 text-sm text-white/85">Time to the lighting of the Maha Deepam:</p>
          <div className="mt-2">
            <CountdownBoxes label={countdownLabel(deepam)} labelByDate />
          </div>
          <p className="mt-4 min-h-6 text-sm text-white/85">
            <span data-deepam-lit="" hidden={!lit}>
              The lamp is lit. It burns on the summit through the nights that follow.
            </span>
          </p>
        </EnhancedIsland>
      </section>

      <section className="mt-10" aria-labelledby="ten-days">
        <h2 id="ten-days" className="font-serif text-2xl font-semibold">
          The ten days
        </h2>
        <p className="mt-2 text-muted-foreground">
          Each morning and night of the festival the five deities ride round the Mada streets on a different mount. These days mark
          its shape; they are counted from the Deepam, as they fell in every year reported from 2009 to 2025, and each is in the{" "}
          <Link to={`/spiritual-calendars?date=${days.flagHoisting}`} className="text-primary underline underline-offset-4">
            sacred calendar
          </Link>{" "}
          with its sources.
        </p>
        <ol className="mt-4 space-y-3">
          {schedule.map((s) => (
            <li key={s.day} className="flex gap-4 rounded-xl border border-border bg-card p-4">
              <span className="w-8 shrink-0 text-center font-serif text-2xl font-semibold text-primary" aria-hidden>
                {s.day || "+1"}
              </span>
              <span>
                <span className="font-semibold">
                  <span className="sr-only">{s.day ? `Day ${s.day}: ` : "After the festival: "}</span>
                  <time dateTime={s.date}>{formatFullDate(s.date)}</time>
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{s.what}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      {moon && (
        <section className="mt-10" aria-labelledby="deepam-girivalam">
          <h2 id="deepam-girivalam" className="flex items-center gap-2 font-serif text-2xl font-semibold">
            <Footprints aria-hidden className="h-6 w-6 text-primary" /> Girivalam at the Deepam
          </h2>
          <p className="mt-2">
            The Deepam falls beside the full moon of Karthigai, and many pilgrims walk round the hill with the lamp burning above
            them. {moon.walk}{" "}
            <Link to="/full-moon-events" className="text-primary underline underline-offset-4">
              Every full moon
            </Link>
            .
          </p>
        </section>
      )}

      <section className="mt-10" aria-labelledby="deepam-read">
        <h2 id="deepam-read" className="flex items-center gap-2 font-serif text-2xl font-semibold">
          <CalendarDays aria-hidden className="h-6 w-6 text-primary" /> Before you go
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>
            <Link to="/karthigai-deepam-2025" className="text-primary underline underline-offset-4">
              The pilgrim&apos;s guide to Karthigai Deepam
            </Link>
            : the festival days, the crowds, the hill and the way home, with how the 2025 festival went.
          </li>
          <li>
            <Link to="/festivals/arunachala-mahadeepam-symbolism" className="text-primary underline underline-offset-4">
              The symbolism of the Maha Deepam
            </Link>
          </li>
          <li>
            <Link to="/festivals/deepam-prayers-and-mantras" className="text-primary underline underline-offset-4">
              Prayers and mantras for the Deepam
            </Link>
          </li>
          <li>
            <Link to="/festivals/ghee-lamp-preparation" className="text-primary underline underline-offset-4">
              Preparing a ghee lamp at home
            </Link>
          </li>
          <li>
            <Link to={`/spiritual-calendars?date=${deepam}`} className="text-primary underline underline-offset-4">
              The Deepam in the sacred calendar
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
