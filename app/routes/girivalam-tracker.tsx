import { Moon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Tracker } from "~/components/girivalam/tracker";
import { SITE_URL } from "~/config/site";
import { eventsForYear } from "~/content/calendar.server";
import { routeData } from "~/content/girivalam.server";
import type { Girivalam } from "~/lib/calendar/events";
import { todayAt } from "~/lib/calendar/format";
import { girivalamText, isFullMoon, lastNight } from "~/lib/calendar/query";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/girivalam-tracker";

/** Prerendered: the page, its code and the route are cached by the service worker for walking offline. */
export function loader() {
  const { vertices, length, stops } = routeData();
  // The list and notices need each stop's text; its source note stays on the guide.
  // The full moons of the build year and the next two, for the walking night (the page is prerendered
  // and used offline: the browser picks the next one by its own clock).
  const year = Number(todayAt(Date.now()).slice(0, 4));
  const moons = [year, year + 1, year + 2]
    .flatMap(eventsForYear)
    .filter((e) => isFullMoon(e) && e.girivalam)
    .map((e) => ({ date: e.date, title: e.title, girivalam: e.girivalam! }));
  return {
    route: { vertices, length, stops: stops.map(({ source: _source, transcript: _t, ...s }) => ({ ...s, source: "" })) },
    moons,
    builtToday: todayAt(Date.now()),
  };
}

type Moon = { date: string; title: string; girivalam: Girivalam };

/** The next Girivalam night (or tonight's), by this phone's clock: the night the Pournami is in force. */
function NextGirivalamNight({ moons, builtToday }: { moons: Moon[]; builtToday: string }) {
  const [today, setToday] = useState(builtToday);
  useEffect(() => setToday(todayAt(Date.now())), []);
  const moon = moons.find((m) => lastNight(m) >= today);
  if (!moon) return null;
  const tonight = moon.girivalam.nights.some((n) => n.date === today);
  return (
    <aside className="mt-6 flex gap-3 rounded-xl border border-blue-300 bg-blue-50 p-4 text-blue-950 dark:border-blue-800 dark:bg-blue-950/40 dark:text-blue-50" aria-label="Next Girivalam night">
      <Moon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="text-sm">
        <strong className="block text-base">{tonight ? `Tonight is a Girivalam night: ${moon.title}` : `Next full moon: ${moon.title}`}</strong>
        {girivalamText(moon.girivalam)}{" "}
        <Link to="/full-moon-events" className="font-medium underline underline-offset-4">
          All full moons
        </Link>
      </p>
    </aside>
  );
}

export const meta: Route.MetaFunction = () =>
  buildMeta(
    {
      title: "Girivalam Tracker: Follow the 14 km Walk Around Arunachala",
      description: "A live GPS companion for Girivalam: distance walked and left, the next of 41 stops, narration at each shrine, and it keeps working offline once opened.",
      path: "/girivalam-tracker",
      keywords: ["Girivalam tracker", "Girivalam map", "Girivalam route GPS", "Arunachala Girivalam offline"],
    },
    SITE_URL,
  );

export default function GirivalamTracker({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs />
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">Girivalam Tracker</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Walk the 14 km road round Arunachala with your phone: it follows your position, tells you the next stop and how far
        is left, and speaks at each of the 41 stops if you turn narration on. Open it once at home: it keeps working on the
        walk without a signal. Read the{" "}
        <Link to="/girivalam-guide" className="text-primary underline underline-offset-4">
          Girivalam guide
        </Link>{" "}
        before you set out.
      </p>
      <NextGirivalamNight moons={loaderData.moons} builtToday={loaderData.builtToday} />
      <div className="mt-8">
        <Tracker data={loaderData.route} />
      </div>
      <p className="mt-10 text-sm text-muted-foreground">
        Your walk and its history stay on this phone; nothing is sent anywhere. The road line is drawn from published positions
        and may differ from the real road by some way in places, so the tracker allows for that before saying you are off the path.
      </p>
    </div>
  );
}
