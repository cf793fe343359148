import { ArrowRight, Footprints } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { truncateAtWord } from "~/lib/text";
import { KIND_INFO } from "./stop-kind";

export interface FeaturedStop {
  id: string;
  order: number;
  name: string;
  kind: keyof typeof KIND_INFO;
  along: number;
  significance: string;
}

const STEPS = [
  { title: "Start at the Raja Gopuram", text: "The east tower of the Arunachaleswarar temple, where the walk begins and ends." },
  { title: "Keep the hill on your right", text: "Walk clockwise, barefoot if you can, in silence or chanting." },
  { title: "About 14 km, 3 to 5 hours", text: "8.7 miles of road past 41 stops, among them the eight directional lingams." },
  { title: "Go at the cool hours", text: "Dawn or evening; on Pournami nights, expect the largest crowds." },
];

/** Home: how Girivalam is walked, and three of its stops (spec §1, §9: 3 featured stops). */
export function HomeGirivalam({ stops }: { stops: FeaturedStop[] }) {
  return (
    <section aria-labelledby="home-girivalam" className="bg-amber-50/60 py-16 dark:bg-stone-900/40">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-girivalam" className="font-serif text-3xl font-semibold sm:text-4xl">
          How to walk Girivalam
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">The walk around the hill, the heart of a pilgrimage to Arunachala.</p>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-border bg-card p-5">
              <span className="text-sm font-semibold text-primary">Step {i + 1}</span>
              <h3 className="mt-1 font-semibold">{s.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
        <h3 className="mt-12 font-serif text-2xl font-semibold">On the way</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {stops.map((s) => {
            const { icon: Icon, label } = KIND_INFO[s.kind];
            return (
              <li key={s.id} className="flex flex-col rounded-xl border border-border bg-card p-5">
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon aria-hidden className="h-4 w-4" /> {label} · stop {s.order} · {(s.along / 1000).toFixed(1)} km
                </p>
                <h4 className="mt-2 font-serif text-xl font-semibold">{s.name}</h4>
                <p className="mt-2 flex-1 text-sm">{truncateAtWord(s.significance, 200)}</p>
                <Link to={`/girivalam-guide#stop-${s.id}`} className="mt-3 text-sm font-medium text-primary underline-offset-4 hover:underline">
                  <span>
                    About {s.name}
                    <span className="sr-only"> in the Girivalam guide</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/girivalam-tracker" className={buttonClass("primary", "lg")}>
            <Footprints aria-hidden className="h-5 w-5" /> Open the tracker
          </Link>
          <Link to="/girivalam-guide" className={buttonClass("outline", "lg")}>
            Read the full guide <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
