import { Check, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ProductArt } from "~/components/shop/product-art";
import { useCart } from "~/components/shop/use-cart";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { productsWithStock } from "~/content/shop.server";
import { buildMeta } from "~/lib/meta";
import { notify } from "~/lib/notify";
import { formatRupees, MAX_QUANTITY, stockText } from "~/lib/shop";
import type { Route } from "./+types/product";

export async function loader({ params }: Route.LoaderArgs) {
  const product = (await productsWithStock()).find((p) => p.slug === params.slug);
  if (!product) throw data("No such product", { status: 404 });
  return { product };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? buildMeta({ title: `${d.product.name}: Shop`, description: d.product.summary, path: `/shop/${d.product.slug}` }, SITE_URL) : [{ title: "Not found" }];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const { add, lines } = useCart();
  const [quantity, setQuantity] = useState(1);
  const inCart = lines.find((l) => l.slug === product.slug)?.quantity ?? 0;
  const max = Math.min(MAX_QUANTITY, product.available);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs current={product.name} />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <ProductArt kind={product.kind} />
        <div>
          <h1 className="font-serif text-4xl font-semibold">{product.name}</h1>
          <p className="mt-3 text-2xl font-semibold">{formatRupees(product.pricePaise)}</p>
          <p className={product.available > 0 ? "mt-1 text-green-800 dark:text-green-300" : "mt-1 font-medium text-red-700 dark:text-red-300"}>{stockText(product.available)}</p>
          <p className="mt-4">{product.description}</p>
          {product.available > 0 ? (
            <div className="mt-6 flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor="quantity" className="block text-sm font-medium">
                  Quantity
                </label>
                <select id="quantity" value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} className="mt-1 h-11 rounded-lg border border-border bg-card px-3">
                  {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className={buttonClass("primary", "md")}
                onClick={() => {
                  add(product.slug, quantity);
                  void notify("Added to your cart", { description: `${quantity} × ${product.name}` });
                }}
              >
                <ShoppingBag aria-hidden className="h-5 w-5" /> Add to cart
              </button>
            </div>
          ) : (
            <p className="mt-6">This item is sold out for now.</p>
          )}
          {inCart > 0 && (
            <p className="mt-4 flex items-center gap-2 text-sm" role="status">
              <Check aria-hidden className="h-4 w-4" /> {inCart} in your cart ·{" "}
              <Link to="/shop/checkout" className="font-medium text-primary underline underline-offset-4">
                Go to checkout
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
