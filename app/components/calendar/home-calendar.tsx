import { ArrowRight, Flame, Moon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { formatFullDate, todayAt } from "~/lib/calendar/format";
import { nextDeepam, nextFullMoons } from "~/lib/calendar/query";
import type { CalendarEvent } from "~/lib/calendar/events";
import { CountdownBoxes, useDeepamCountdown } from "./deepam-countdown";
import type { CardEvent } from "./event-card";

/**
 * The calendar (react-day-picker) is loaded as its own chunk: the server
 * renders it in full, and the browser hydrates it once the chunk arrives,
 * so the home page's first load does not wait for it.
 */
const SacredCalendar = lazy(() => import("./sacred-calendar").then((m) => ({ default: m.SacredCalendar })));

/**
 * The home page is prerendered at build, so its idea of "today" is the build
 * day until the page runs in the browser; then it becomes today in
 * Tiruvannamalai and everything below follows.
 */
export function useToday(builtToday: string): string {
  const [today, setToday] = useState(builtToday);
  useEffect(() => setToday(todayAt(Date.now())), []);
  return today;
}

/** The hero's lamp-festival countdown (spec §1, §4): to 6 PM IST on the next Karthigai Deepam. */
export function HeroCountdown({ dates, builtToday }: { dates: string[]; builtToday: string }) {
  const countdown = useDeepamCountdown({ dates });
  const date = countdown?.date ?? nextDeepam(dates, builtToday);
  if (!date) return null;
  return (
    <div className="mt-8">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-200 uppercase">
        <Flame aria-hidden className="h-4 w-4" /> Karthigai Deepam {date.slice(0, 4)}
      </p>
      <p className="mt-1 text-white/90">
        <time dateTime={date}>{formatFullDate(date)}</time> · Maha Deepam at 6 PM
      </p>
      <div className="mt-3">
        <CountdownBoxes value={countdown?.value} label={`Countdown to the Maha Deepam on ${formatFullDate(date)}, 6 PM in Tiruvannamalai`} />
      </div>
    </div>
  );
}

type FullMoon = Pick<CalendarEvent, "date" | "title" | "type" | "time" | "description">;

/** The next three full moons, today or later (spec §4), descriptions cut at 100 characters. */
export function NextFullMoons({ moons, today }: { moons: FullMoon[]; today: string }) {
  const cards = nextFullMoons(moons, today);
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="next-full-moons">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="next-full-moons" className="font-serif text-3xl font-semibold">
            The Next Full Moons
          </h2>
          <p className="mt-2 text-muted-foreground">Pournami nights for Girivalam, with the tithi&apos;s hours in IST.</p>
        </div>
        <Link to="/full-moon-events" className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
          All full moons <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {cards.map((m) => (
          <li key={m.date} className="rounded-xl border border-border bg-card p-5" data-testid="full-moon-card">
            <p className="flex items-center gap-2 text-sm font-semibold text-blue-800 dark:text-blue-200">
              <Moon aria-hidden className="h-4 w-4" />
              <time dateTime={m.date}>{formatFullDate(m.date)}</time>
            </p>
            <h3 className="mt-2 font-serif text-xl font-semibold">{m.title}</h3>
            <p className="mt-2 text-sm font-medium">{m.time}</p>
            <p className="mt-2 text-sm text-muted-foreground">{m.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home calendar section (spec §2): single select, event days highlighted, the selected day's events. */
export function HomeCalendar({ seed, today }: { seed: Record<number, CardEvent[]>; today: string }) {
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
        <div className="mt-6">
          <Suspense fallback={<div className="min-h-[26rem]" />}>
            <SacredCalendar key={today} today={today} initialSelected={today} seed={seed} panelHeadingLevel={3} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
