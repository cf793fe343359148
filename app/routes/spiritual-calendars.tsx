import { CalendarDays, Download } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageCalendar } from "~/components/calendar/page-calendar";
import { ReactIsland } from "~/islands/island";
import { ISLANDS_PAGE } from "~/lib/delivery";
import { SITE_URL } from "~/config/site";
import { eventsBetween } from "~/content/calendar.server";
import { addDays } from "~/lib/calendar/astro";
import { CALENDAR_YEARS, calendarDate, EVENT_TYPES } from "~/lib/calendar/events";
import { todayAt } from "~/lib/calendar/format";
import { panchangOf, panchangText } from "~/lib/calendar/panchang";
import { TYPE_INFO } from "~/lib/calendar/types";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/spiritual-calendars";

/** Rendered per request: "today" is today in Tiruvannamalai, and ?date= picks the selected day. */
export function loader({ request }: Route.LoaderArgs) {
  const today = todayAt(Date.now());
  const selected = calendarDate(new URL(request.url).searchParams.get("date")) ?? today;
  const year = Number(selected.slice(0, 4));
  // The month view the calendar opens on (a week either side); the browser fetches the rest of the year.
  const month = `${selected.slice(0, 7)}-01`;
  const monthEvents = eventsBetween(addDays(month, -7), addDays(month, 42)).filter((e) => e.date.startsWith(String(year)));
  return { today, selected, year, monthEvents, panchang: panchangText(panchangOf(selected)) };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=300" });

/**
 * The calendar is the page's one live part (decision 0014): an island that
 * wakes at load, with no router in the browser. Choosing a day only rewrites
 * ?date=; the events of other years come from /calendar/{year}.json.
 */
export const handle = ISLANDS_PAGE;

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta(
    {
      title: `Sacred Calendar ${data.year}: Pournami, Pradosham and Festivals at Tiruvannamalai`,
      description: `Full moons with Girivalam timings, pradoshams, ekadashis, Shivaratris, new moons, the temple's festivals and a daily panchang for ${data.year}, computed for Tiruvannamalai in IST.`,
      path: "/spiritual-calendars",
      keywords: ["Tiruvannamalai calendar", "Pournami dates", "Girivalam dates", "Pradosham", "Karthigai Deepam", "Shivaratri"],
    },
    SITE_URL,
  );

export default function SpiritualCalendars({ loaderData }: Route.ComponentProps) {
  const { today, selected, monthEvents, panchang } = loaderData;
  const thisYear = Number(today.slice(0, 4));
  const feedYears = [thisYear, thisYear + 1].filter((y) => CALENDAR_YEARS.includes(y));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="font-serif text-4xl font-semibold">Sacred Calendar of Arunachala</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        Full moons for Girivalam, pradoshams, ekadashis, Shivaratris, new moons and the temple&apos;s festival year, worked out for
        Tiruvannamalai itself with every time in Indian Standard Time. Choose a day to see its observances, the ritual to put first and the
        day&apos;s panchang.
      </p>
      <ReactIsland name="page-calendar" component={PageCalendar} props={{ today, selected, monthEvents, panchang }} when="load" className="mt-8" />

      <section className="mt-14 grid gap-8 md:grid-cols-2" aria-labelledby="subscribe">
        <div>
          <h2 id="subscribe" className="flex items-center gap-2 font-serif text-2xl font-semibold">
            <Download aria-hidden className="h-6 w-6 text-primary" /> Add the calendar to your phone
          </h2>
          <p className="mt-3 text-muted-foreground">
            Each year is an iCalendar file that Google Calendar, Apple Calendar and Outlook accept: open it on your phone, or
            import it in your calendar&apos;s settings. Each observance becomes an all-day entry with its timings; each full moon a timed Girivalam entry over the Pournami.
          </p>
          <ul className="mt-4 space-y-3">
            {feedYears.map((y) => (
              <li key={y}>
                <a href={`/calendar/${y}.ics`} className="font-semibold text-primary underline-offset-4 hover:underline">
                  All sacred events of {y} (.ics)
                </a>
                <span className="mt-1 block text-sm text-muted-foreground">
                  Or only:{" "}
                  {EVENT_TYPES.map((t, i) => (
                    <span key={t}>
                      {i > 0 && " · "}
                      <a href={`/calendar/${y}/${t}.ics`} className="underline underline-offset-4">
                        {TYPE_INFO[t].label}
                      </a>
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="flex items-center gap-2 font-serif text-2xl font-semibold">
            <CalendarDays aria-hidden className="h-6 w-6 text-primary" /> How the dates are worked out
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground">
            <li>A lunar day (tithi) is each 12° the Moon gains on the Sun; its start and end are computed for the exact instant.</li>
            <li>Pournami, Amavasya and Ekadashi are kept on the day the tithi holds at sunrise in Tiruvannamalai. When it holds two sunrises, Tamil calendars list the second day too, marked Extended.</li>
            <li>Pradosham is the evening whose twilight holds Trayodashi; Shivaratri the night whose midnight holds Krishna Chaturdashi.</li>
            <li>Karthigai Deepam is the evening of the Krittika star beside the full moon of the Tamil month of Karthigai.</li>
            <li>
              The temple&apos;s festivals follow their own rules: a star in a Tamil month (Thai Poosam, Aadi Pooram), a lunar day in a lunar month
              (Skanda Shashti, Navaratri), or the Sun entering a sign (the Tamil New Year). Each festival card names its sources.
            </li>
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">
            Temples sometimes fix a festival by their own reckoning; where a local announcement differs, follow it. See also the{" "}
            <Link to="/full-moon-events" className="text-primary underline underline-offset-4">
              full moon list with Girivalam timings
            </Link>{" "}
            and{" "}
            <Link to="/panchang" className="text-primary underline underline-offset-4">
              today&apos;s panchang
            </Link>
            .
          </p>
        </div>
      </section>
    </div>
  );
}
