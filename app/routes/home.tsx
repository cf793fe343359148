import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SacredWisdom } from "~/components/sacred-wisdom";
import { buttonClass } from "~/components/ui/button";
import { isPublished } from "~/config/published";
import { SITE, SITE_URL } from "~/config/site";
import { toCard } from "~/content/article-schema";
import { allArticles } from "~/content/articles.server";
import { heroImage } from "~/content/hero-art";
import { selectFeatured } from "~/lib/articles";
import { buildMeta } from "~/lib/meta";
import { HeroCountdown, HomeCalendar, NextFullMoons } from "~/components/calendar/home-calendar";
import { deepamDates, eventsBetween } from "~/content/calendar.server";
import { addDays } from "~/lib/calendar/astro";
import type { CalendarEvent } from "~/lib/calendar/events";
import { todayAt } from "~/lib/calendar/format";
import { HomeGirivalam } from "~/components/girivalam/home-girivalam";
import { HomeChantAudio } from "~/components/media/chant-players";
import { ChantVideo } from "~/components/media/chant-video";
import { VisualJourneyTeaser } from "~/components/media/visual-journey";
import { CHANT_VIDEO_ID } from "~/config/media";
import { ReactIsland } from "~/islands/island";
import { ISLANDS_PAGE } from "~/lib/delivery";
import { videoById } from "~/content/videos.server";
import { featuredStops } from "~/content/girivalam.server";
import { categoryHref, GUIDE_CATEGORIES } from "~/content/guides/categories";
import type { Route } from "./+types/home";

export function loader() {
  return {
    featured: featuredCards(),
    ...calendarData(),
    chantVideo: chantVideo(),
    stops: featuredStops().map(({ id, order, name, kind, along, significance }) => ({ id, order, name, kind, along, significance })),
  };
}

function chantVideo() {
  const v = videoById(CHANT_VIDEO_ID);
  if (!v) throw new Error(`the chant video ${CHANT_VIDEO_ID} is not in content/videos.yaml`);
  return { id: v.id, title: v.title, poster: v.poster };
}

function featuredCards() {
  try {
    return selectFeatured(allArticles()).map(toCard);
  } catch (error) {
    // Spec §4/§8: a failure to load articles leaves the section empty, and is logged.
    console.error("home: could not load featured articles", error);
    return [];
  }
}

/**
 * Calendar data as of the build (home is prerendered): the events of the
 * calendar section's first month view (without the ritual and tithi instants,
 * which the home cards do not show), the full moons of the next two years and
 * every Karthigai Deepam date. The browser moves "today" on from the build day.
 */
function calendarData() {
  const builtToday = todayAt(Date.now());
  const year = Number(builtToday.slice(0, 4));
  const slim = ({ date, title, type, time, description }: CalendarEvent) => ({ date, title, type, time, description });
  const withWalk = (e: CalendarEvent) => (e.type === "fullMoon" ? { ...slim(e), begins: e.begins, ends: e.ends, girivalam: e.girivalam } : slim(e));
  return {
    builtToday,
    // The calendar section's first view: the build month's grid, a week either side, with the texts and times
    // of the build day's events only (the panel shows that day; the island fetches the whole year as it wakes).
    monthEvents: eventsBetween(addDays(`${builtToday.slice(0, 7)}-01`, -7), addDays(`${builtToday.slice(0, 7)}-01`, 42))
      .filter((e) => e.date.startsWith(String(year)))
      .map((e) => (e.date === builtToday ? withWalk(e) : { date: e.date, title: e.title, type: e.type })),
    // From the day before: a full moon dated today may be walked tonight or may have been walked last night.
    fullMoons: eventsBetween(addDays(builtToday, -1), `${year + 2}-12-31`)
      .filter((e) => e.type === "fullMoon")
      .map(withWalk),
    deepamDates: deepamDates(),
  };
}

/** The home page's guide links (spec §1 "guide cards; practical-guide categories"): a few categories, and the hub for the rest. */
const HOME_GUIDES = ["getting-there", "when", "temple", "rituals", "planner"];

function PlanYourVisit() {
  if (!isPublished("/practical-guide")) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="plan-your-visit">
      <h2 id="plan-your-visit" className="font-serif text-3xl font-semibold">
        Plan your visit
      </h2>
      {/* One class list for every chip keeps the home page's HTML small (its budget is in tests/e2e/budgets.spec.ts). */}
      <ul className="mt-5 flex flex-wrap gap-2 [&_a]:inline-block [&_a]:rounded-full [&_a]:border [&_a]:border-border [&_a]:bg-card [&_a]:px-4 [&_a]:py-2 [&_a]:font-medium [&_a:hover]:border-primary">
        {GUIDE_CATEGORIES.filter((c) => HOME_GUIDES.includes(c.id)).map((c) => (
          <li key={c.id}>
            <a href={categoryHref(c)}>{c.title}</a>
          </li>
        ))}
        <li>
          <a href="/practical-guide" className="text-primary">
            Every practical guide
          </a>
        </li>
      </ul>
    </section>
  );
}

/** Static HTML with its few live parts hydrated one by one (decision 0014). */
export const handle = ISLANDS_PAGE;

export const meta: Route.MetaFunction = () =>
  buildMeta(
    {
      title: `${SITE.name}: Tiruvannamalai, Girivalam and the Sacred Hill`,
      description: SITE.description,
      path: "/",
      keywords: ["Arunachala", "Tiruvannamalai", "Girivalam", "Karthigai Deepam", "Ramana Maharshi", "Arunachaleswarar temple"],
    },
    SITE_URL,
  );

/** The hero's backdrop: the Deepam flame on the summit (decorative; the text carries the meaning). */
const HERO = heroImage("arunachala-fire-that-burns-the-ego")!;

/** The hero's two calls to action (spec §1); until a target page exists, the nearest page that does. */
function heroActions(year: string) {
  return [
    isPublished("/girivalam-tracker")
      ? { href: "/girivalam-tracker", label: "Open the Girivalam Tracker" }
      : { href: "/articles/essential-guide-girivalam", label: "Walk the Girivalam" },
    isPublished("/spiritual-calendars")
      ? { href: "/spiritual-calendars", label: `Spiritual Calendar ${year}` }
      : { href: "/articles", label: "Explore the articles" },
  ] as const;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { builtToday } = loaderData;
  const [primary, secondary] = heroActions(builtToday.slice(0, 4));
  return (
    <>
      <section className="relative isolate overflow-hidden bg-[#231a3c] text-white">
        <img
          src={HERO.src}
          srcSet={HERO.srcSet}
          sizes="100vw"
          width={HERO.width}
          height={HERO.height}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover object-bottom"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/35 to-black/70" />
        <div className="mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 py-20 sm:min-h-[36rem]">
          <p className="text-sm font-semibold tracking-[0.2em] text-amber-200 uppercase">Tiruvannamalai · Tamil Nadu</p>
          <h1 className="mt-4 max-w-3xl font-serif text-4xl font-semibold text-white sm:text-6xl">
            Arunachala, the Hill of Light
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">
            Each year at Karthigai Deepam a great flame is lit on the summit of the hill that devotees know as Shiva himself. This
            guide helps you walk its 14 km Girivalam path, read its stories and plan your pilgrimage.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={primary.href} className={buttonClass("light", "lg")}>
              {primary.label} <ArrowRight aria-hidden className="h-5 w-5" />
            </Link>
            <Link to={secondary.href} className={buttonClass("outline-light", "lg")}>
              {secondary.label}
            </Link>
          </div>
          <HeroCountdown dates={loaderData.deepamDates} builtToday={builtToday} />
        </div>
      </section>
      <NextFullMoons moons={loaderData.fullMoons} today={builtToday} />
      <HomeChantAudio />
      <ReactIsland name="chant-video" component={ChantVideo} props={loaderData.chantVideo} />
      <VisualJourneyTeaser />
      <HomeGirivalam stops={loaderData.stops} />
      <PlanYourVisit />
      <HomeCalendar monthEvents={loaderData.monthEvents} builtToday={builtToday} />
      <SacredWisdom state={{ status: "loaded", articles: loaderData.featured }} />
    </>
  );
}
