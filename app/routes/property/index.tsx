import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SITE_URL } from "~/config/site";
import { db } from "~/db/database.server";
import { publishedListings } from "~/db/property.server";
import { buildMeta } from "~/lib/meta";
import { DOCUMENT_LABELS, formatArea } from "~/lib/property";
import { formatRupees } from "~/lib/shop";
import type { Route } from "./+types/index";
import { STATIC_PAGE } from "~/lib/delivery";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

export async function loader() {
  const rows = await publishedListings(db());
  return { listings: rows.map(({ slug, title, summary, areaSqft, pricePaise, location, documents }) => ({ slug, title, summary, areaSqft, pricePaise, location, documents: documents as keyof typeof DOCUMENT_LABELS })) };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=60" });

export const meta: Route.MetaFunction = () =>
  buildMeta({ title: "Soil Grace: Land and Property near Arunachala", description: "Land and property listings around Tiruvannamalai, with area, price, location and the status of their documents. Ask about any listing.", path: "/soil-grace" }, SITE_URL);

export default function SoilGrace({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="font-serif text-4xl font-semibold">Soil Grace: land and property</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        Land and houses around Tiruvannamalai. Each listing says how far its documents have been checked; always have the title verified
        independently before you pay anything.
      </p>
      {loaderData.listings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-border bg-card p-6">No properties are listed at the moment. Please look again later.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {loaderData.listings.map((l) => (
            <li key={l.slug} className="rounded-2xl border border-border bg-card p-5">
              <h2 className="font-serif text-xl font-semibold">
                <Link to={`/soil-grace/${l.slug}`} className="hover:underline">{l.title}</Link>
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{l.location}</p>
              <p className="mt-2">{l.summary}</p>
              <p className="mt-3 text-sm">{formatArea(l.areaSqft)} · <strong>{formatRupees(l.pricePaise)}</strong></p>
              <p className="mt-1 text-sm">{DOCUMENT_LABELS[l.documents]}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
