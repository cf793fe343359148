import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ProductArt } from "~/components/shop/product-art";
import { useCart } from "~/components/shop/use-cart";
import { SITE_URL } from "~/config/site";
import { productsWithStock } from "~/content/shop.server";
import { buildMeta } from "~/lib/meta";
import { formatRupees, FREE_SHIPPING_FROM_PAISE, SHIPPING_PAISE, stockText } from "~/lib/shop";
import type { Route } from "./+types/index";

export async function loader() {
  const products = await productsWithStock();
  return { products: products.map(({ slug, name, kind, pricePaise, summary, available }) => ({ slug, name, kind, pricePaise, summary, available })) };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () =>
  buildMeta(
    {
      title: "Shop: Books, Malas, Lamps and Incense for Pilgrims",
      description: "Books of Sri Ramana's teaching and hymns, rudraksha malas, brass lamps, incense and a print of Arunachala, sent anywhere in India. Pay by UPI or cash on delivery.",
      path: "/shop",
      keywords: ["Arunachala shop", "Ramana books", "rudraksha mala", "brass lamp"],
    },
    SITE_URL,
  );

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { count } = useCart();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-4xl font-semibold">Shop</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted-foreground">
            A few things for the pilgrimage and for practice at home, sent anywhere in India. Delivery {formatRupees(SHIPPING_PAISE)}, free from{" "}
            {formatRupees(FREE_SHIPPING_FROM_PAISE)}. Pay by UPI or cash on delivery.
          </p>
        </div>
        <Link to="/shop/checkout" className="inline-flex items-center gap-2 rounded-full border border-border px-4 py-2 font-medium hover:bg-muted">
          <ShoppingBag aria-hidden className="h-5 w-5" /> Cart ({count})
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.products.map((p) => (
          <li key={p.slug} className="flex flex-col rounded-2xl border border-border bg-card p-4">
            <ProductArt kind={p.kind} />
            <h2 className="mt-4 font-serif text-xl font-semibold">
              <Link to={`/shop/${p.slug}`} className="hover:underline">
                {p.name}
              </Link>
            </h2>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{p.summary}</p>
            <p className="mt-3 flex items-baseline justify-between">
              <span className="text-lg font-semibold">{formatRupees(p.pricePaise)}</span>
              <span className={p.available > 0 ? "text-sm text-green-800 dark:text-green-300" : "text-sm font-medium text-red-700 dark:text-red-300"}>{stockText(p.available)}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
