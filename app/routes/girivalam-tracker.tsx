import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Tracker } from "~/components/girivalam/tracker";
import { SITE_URL } from "~/config/site";
import { routeData } from "~/content/girivalam.server";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/girivalam-tracker";

/** Prerendered: the page, its code and the route are cached by the service worker for walking offline. */
export function loader() {
  const { vertices, length, stops } = routeData();
  // The list and notices need each stop's text; its source note stays on the guide.
  return { route: { vertices, length, stops: stops.map(({ source: _source, transcript: _t, ...s }) => ({ ...s, source: "" })) } };
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
