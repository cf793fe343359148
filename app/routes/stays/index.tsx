import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SITE_URL } from "~/config/site";
import { db } from "~/db/database.server";
import { publishedHouses } from "~/db/stays.server";
import { buildMeta } from "~/lib/meta";
import { formatRupees } from "~/lib/shop";
import type { Route } from "./+types/index";
import { STATIC_PAGE } from "~/lib/delivery";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

export async function loader() {
  const list = await publishedHouses(db());
  return { houses: list.map(({ slug, name, summary, capacity, pricePaise }) => ({ slug, name, summary, capacity, pricePaise })) };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=60" });

export const meta: Route.MetaFunction = () =>
  buildMeta({ title: "Earth Grace: Earthen Houses for Pilgrims", description: "Simple earthen houses for pilgrims at Tiruvannamalai: see the houses, their nights free, and ask for a stay.", path: "/earth-grace" }, SITE_URL);

export default function EarthGrace({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="font-serif text-4xl font-semibold">Earth Grace: stays for pilgrims</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        Simple earthen houses near the hill. Choose a house, see which nights are free, and send a stay request: we confirm by email.
      </p>
      {loaderData.houses.length === 0 ? (
        <p className="mt-8 rounded-xl border border-border bg-card p-6">No houses are open for stay requests at the moment. Please look again later.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.houses.map((h) => (
            <li key={h.slug} className="overflow-hidden rounded-2xl border border-border bg-card">
              <img src={`/earth-grace/${h.slug}/photo.svg`} alt="" width={1200} height={750} loading="lazy" className="aspect-[16/10] w-full object-cover" />
              <div className="p-5">
                <h2 className="font-serif text-xl font-semibold">
                  <Link to={`/earth-grace/${h.slug}`} className="hover:underline">
                    {h.name}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{h.summary}</p>
                <p className="mt-3 text-sm">
                  Sleeps {h.capacity} · <span className="font-semibold">{formatRupees(h.pricePaise)}</span> a night
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
