import { ArrowRight, Flame, Moon } from "lucide-react";
import { Link } from "react-router";
import { IconSymbol, UseIcon } from "~/components/ui/icon-sprite";
import { EnhancedIsland, ReactIsland } from "~/islands/island";
import { formatFullDate } from "~/lib/calendar/format";
import { nextDeepam, nextFullMoons } from "~/lib/calendar/query";
import type { CalendarEvent } from "~/lib/calendar/events";
import { CountdownBoxes } from "./deepam-countdown";
import { countdownLabel } from "./deepam-countdown.enhance";
import { SHOWN } from "./full-moons.enhance";
import { HomeSacredCalendar, type MonthEvent } from "./home-sacred-calendar";

/**
 * The home page's calendar parts. Home is prerendered, so the server's idea
 * of "today" is the build day; in the browser each part moves to today in
 * Tiruvannamalai on its own (decision 0014): the countdown and the full-moon
 * cards with small enhanced islands, the calendar as a React island.
 */

/** The hero's lamp-festival countdown (spec §1, §4): to 6 PM IST on the next Karthigai Deepam. */
export function HeroCountdown({ dates, builtToday }: { dates: string[]; builtToday: string }) {
  const date = nextDeepam(dates, builtToday);
  if (!date) return null;
  return (
    <EnhancedIsland name="deepam-countdown" props={{ dates }} when="load" className="mt-8">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-200 uppercase">
        <Flame aria-hidden className="h-4 w-4" /> Karthigai Deepam <span data-deepam-year="">{date.slice(0, 4)}</span>
      </p>
      <p className="mt-1 text-white/90">
        <time dateTime={date} data-deepam-date="">
          {formatFullDate(date)}
        </time>{" "}
        · Maha Deepam at 6 PM
      </p>
      <div className="mt-3">
        <CountdownBoxes label={countdownLabel(date)} labelByDate />
      </div>
      <p className="mt-3">
        <a href="/karthigai-deepam" className="inline-flex items-center gap-1 text-sm font-semibold text-amber-200 underline-offset-4 hover:underline">
          The ten festival days and the Deepam guide <ArrowRight aria-hidden className="h-4 w-4" />
        </a>
      </p>
    </EnhancedIsland>
  );
}

type FullMoon = Pick<CalendarEvent, "date" | "title" | "type" | "time" | "description" | "girivalam">;

/** How many full moons the page carries, so that it stays right for a year after the build. */
const CARRIED = 13;

/** The next three full moons, dated by the night to walk, tonight or later (spec §4, issue 18), descriptions cut at 100 characters. */
export function NextFullMoons({ moons, today }: { moons: FullMoon[]; today: string }) {
  const cards = nextFullMoons(moons, today, CARRIED);
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="next-full-moons">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="next-full-moons" className="font-serif text-3xl font-semibold">
            The Next Full Moons
          </h2>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            The nights to walk Girivalam, with the Pournami&apos;s hours in IST computed for Tiruvannamalai. The temple announces its own window each month, which can differ by up to about an hour and a half.
          </p>
        </div>
        <Link to="/full-moon-events" className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
          All full moons <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
      <EnhancedIsland name="full-moons" props={{}} when="load">
        <IconSymbol id="full-moon-icon" icon={Moon} />
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {cards.map((m, i) => (
            <li key={m.date} hidden={i >= SHOWN} data-date={m.date} data-last-night={m.lastNight} className="rounded-xl border border-border bg-card p-5" data-testid="full-moon-card">
              <p className="flex items-center gap-2 text-sm font-semibold text-blue-800 dark:text-blue-200">
                <UseIcon id="full-moon-icon" className="h-4 w-4" />
                <span>
                  Night of <time dateTime={m.date}>{formatFullDate(m.date)}</time>
                </span>
              </p>
              <h3 className="mt-2 font-serif text-xl font-semibold">{m.title}</h3>
              <p className="mt-2 text-sm font-medium">{m.walk || m.time}</p>
              <p className="mt-2 text-sm text-muted-foreground">{m.description}</p>
            </li>
          ))}
        </ul>
      </EnhancedIsland>
    </section>
  );
}

/** The home calendar section (spec §2): single select, event days highlighted, the selected day's events. */
export function HomeCalendar({ monthEvents, builtToday }: { monthEvents: MonthEvent[]; builtToday: string }) {
  return (
    <section className="bg-secondary/60" aria-labelledby="home-calendar">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="home-calendar" className="font-serif text-3xl font-semibold">
              Sacred Calendar
            </h2>
            <p className="mt-2 text-muted-foreground">Full moons, pradoshams, Shivaratris and festivals, in Tiruvannamalai time.</p>
          </div>
          <Link to="/spiritual-calendars" className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            Open the full calendar <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
        <ReactIsland name="home-calendar" component={HomeSacredCalendar} props={{ monthEvents, builtToday }} className="mt-6" />
      </div>
    </section>
  );
}
