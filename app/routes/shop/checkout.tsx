import { Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useFocusFirstInvalid } from "~/components/use-focus-first-invalid";
import { useCart } from "~/components/shop/use-cart";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { currentUser } from "~/auth/session.server";
import { productsWithStock } from "~/content/shop.server";
import { db } from "~/db/database.server";
import { placeOrder, SoldOutError, UnknownProductError } from "~/db/shop.server";
import { fieldErrors } from "~/lib/forms/fields.server";
import { buildMeta } from "~/lib/meta";
import { sendMail } from "~/lib/mail.server";
import { orderCookie, upiConfig } from "~/lib/orders.server";
import { formatRupees, INDIAN_STATES, MAX_QUANTITY, totals } from "~/lib/shop";
import { cartSchema, checkoutSchema } from "~/lib/forms/shop.server";
import type { Route } from "./+types/checkout";
import { FormAlert } from "~/components/ui/form-alert";
import { readFormFields } from "~/lib/forms/read-form.server";
import { makeLimiter } from "~/lib/rate-limit.server";
import { clientIpContext } from "~/lib/request-context";

export async function loader() {
  const products = await productsWithStock();
  return { products: products.map(({ slug, name, pricePaise, available }) => ({ slug, name, pricePaise, available })), upi: upiConfig() !== null };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

type Result = { errors: Record<string, string>; values: Record<string, string>; formError?: string };

const FIELDS = ["name", "phone", "email", "address1", "address2", "city", "state", "pin", "payment"] as const;

/** Checkout: 10 orders per 10 minutes from one address. */
const checkoutLimit = makeLimiter("checkout", 10, 600);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const values = Object.fromEntries(FIELDS.map((f) => [f, form[f] ?? ""]));
  let cartRaw: unknown;
  try {
    cartRaw = JSON.parse(form.cart ?? "[]");
  } catch {
    cartRaw = [];
  }
  const cart = cartSchema.safeParse(cartRaw);
  if (!cart.success) return data<Result>({ errors: {}, values, formError: "Your cart is empty or could not be read. Add items from the shop and try again." }, { status: 400 });
  const parsed = checkoutSchema.safeParse(form);
  if (!parsed.success) {
    return data<Result>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const verdict = await checkoutLimit(context.get(clientIpContext));
  if (!verdict.ok) return data<Result>({ errors: {}, values, formError: "Too many orders from your connection just now. Please wait a few minutes and try again." }, { status: 429 });
  if (parsed.data.payment === "upi" && !upiConfig()) return data<Result>({ errors: { payment: "UPI is not available at the moment: please choose cash on delivery." }, values }, { status: 400 });
  try {
    const user = await currentUser(request);
    const placed = await placeOrder(db(), parsed.data, cart.data, user?.id ?? null);
    // The receipt: a failure to send it never undoes the order (the outbox keeps it when there is no SMTP).
    await sendMail({
      to: parsed.data.email,
      subject: `Your order ${placed.reference} at the Arunachala Guide`,
      text: `Namaste ${parsed.data.name},\n\nThank you for your order ${placed.reference}, total ${formatRupees(placed.totalPaise)}.\n${parsed.data.payment === "upi" ? "Please pay by UPI from the order page; we send the parcel once the payment arrives." : "You pay in cash when the parcel is delivered."}\n\nDelivery to: ${parsed.data.name}, ${parsed.data.address1}${parsed.data.address2 ? `, ${parsed.data.address2}` : ""}, ${parsed.data.city}, ${parsed.data.state} ${parsed.data.pin}.\n`,
    }).catch((error) => console.error("shop: could not send the receipt", error));
    throw redirect(`/shop/success?order=${placed.reference}`, { headers: { "Set-Cookie": orderCookie(request, placed.accessToken) } });
  } catch (error) {
    if (error instanceof SoldOutError) return data<Result>({ errors: {}, values, formError: `Sorry, sold out while you were ordering: ${error.names.join(", ")}. Remove it from your cart and place the order again; nothing was charged.` }, { status: 409 });
    if (error instanceof UnknownProductError) return data<Result>({ errors: {}, values, formError: "An item in your cart is no longer sold. Remove it and try again." }, { status: 409 });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [...buildMeta({ title: "Your cart and checkout", description: "Review your cart and give the delivery address.", path: "/shop/checkout" }, SITE_URL), { name: "robots", content: "noindex" }];

const LABELS: Record<string, string> = { name: "Full name", phone: "Mobile number", email: "Email", address1: "House and street", address2: "Area or landmark (optional)", city: "Town or city", state: "State", pin: "PIN code" };

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { lines, setQuantity, remove } = useCart();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state === "submitting";
  const formRef = useFocusFirstInvalid(result);
  const bySlug = new Map(loaderData.products.map((p) => [p.slug, p]));
  const priced = lines.filter((l) => bySlug.has(l.slug)).map((l) => ({ ...l, name: bySlug.get(l.slug)!.name, unitPaise: bySlug.get(l.slug)!.pricePaise, available: bySlug.get(l.slug)!.available }));
  const t = totals(priced);
  const v = result?.values ?? {};
  const err = result?.errors ?? {};

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs current="Checkout" />
      <h1 className="font-serif text-4xl font-semibold">Your cart</h1>
      {priced.length === 0 ? (
        <p className="mt-6">
          Your cart is empty.{" "}
          <Link to="/shop" className="font-medium text-primary underline underline-offset-4">
            Visit the shop
          </Link>
        </p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-card" aria-label="Items in your cart">
            {priced.map((l) => (
              <li key={l.slug} className="flex flex-wrap items-center gap-3 p-4">
                <span className="min-w-40 flex-1 font-medium">{l.name}</span>
                <label className="sr-only" htmlFor={`qty-${l.slug}`}>
                  Quantity of {l.name}
                </label>
                <select id={`qty-${l.slug}`} value={l.quantity} onChange={(e) => setQuantity(l.slug, Number(e.target.value))} className="h-10 rounded-lg border border-border bg-card px-2">
                  {Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                <span className="w-28 text-right tabular-nums">{formatRupees(l.unitPaise * l.quantity)}</span>
                <button type="button" onClick={() => remove(l.slug)} className="rounded-full p-2 hover:bg-muted" aria-label={`Remove ${l.name}`}>
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
                {l.available < l.quantity && <p className="w-full text-sm text-red-700 dark:text-red-300">Only {l.available} left: lower the quantity.</p>}
              </li>
            ))}
          </ul>
          <dl className="mt-4 ml-auto max-w-xs space-y-1 text-right">
            <div className="flex justify-between"><dt>Items</dt><dd className="tabular-nums">{formatRupees(t.subtotal)}</dd></div>
            <div className="flex justify-between"><dt>Delivery</dt><dd className="tabular-nums">{t.shipping ? formatRupees(t.shipping) : "Free"}</dd></div>
            <div className="flex justify-between text-lg font-semibold"><dt>Total</dt><dd className="tabular-nums" data-testid="cart-total">{formatRupees(t.total)}</dd></div>
          </dl>

          <h2 className="mt-10 font-serif text-2xl font-semibold">Delivery and payment</h2>
          {result?.formError && (
            <FormAlert className="mt-4">{result.formError}</FormAlert>
          )}
          <Form ref={formRef} method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Checkout">
            <input type="hidden" name="cart" value={JSON.stringify(lines)} />
            {(["name", "phone", "email", "address1", "address2", "city"] as const).map((f) => (
              <div key={f} className={f.startsWith("address") ? "sm:col-span-2" : ""}>
                <label htmlFor={`co-${f}`} className="font-medium">{LABELS[f]}</label>
                <input
                  id={`co-${f}`}
                  name={f}
                  type={f === "email" ? "email" : f === "phone" ? "tel" : "text"}
                  defaultValue={v[f] ?? ""}
                  autoComplete={{ name: "name", phone: "tel", email: "email", address1: "address-line1", address2: "address-line2", city: "address-level2" }[f]}
                  aria-invalid={err[f] ? true : undefined}
                  aria-describedby={err[f] ? `co-${f}-error` : undefined}
                  className={"mt-1 w-full rounded-lg border bg-card px-3 py-2 " + (err[f] ? "border-red-600" : "border-border")}
                />
                {err[f] && <p id={`co-${f}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">{err[f]}</p>}
              </div>
            ))}
            <div>
              <label htmlFor="co-state" className="font-medium">{LABELS.state}</label>
              <select id="co-state" name="state" defaultValue={v.state || "Tamil Nadu"} autoComplete="address-level1" aria-invalid={err.state ? true : undefined} className="mt-1 h-11 w-full rounded-lg border border-border bg-card px-3">
                {INDIAN_STATES.map((s) => <option key={s}>{s}</option>)}
              </select>
              {err.state && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{err.state}</p>}
            </div>
            <div>
              <label htmlFor="co-pin" className="font-medium">{LABELS.pin}</label>
              <input id="co-pin" name="pin" inputMode="numeric" maxLength={6} defaultValue={v.pin ?? ""} autoComplete="postal-code" aria-invalid={err.pin ? true : undefined} aria-describedby={err.pin ? "co-pin-error" : undefined} className={"mt-1 w-full rounded-lg border bg-card px-3 py-2 " + (err.pin ? "border-red-600" : "border-border")} />
              {err.pin && <p id="co-pin-error" className="mt-1 text-sm text-red-700 dark:text-red-300">{err.pin}</p>}
            </div>
            <fieldset className="sm:col-span-2">
              <legend className="font-medium">Payment</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {loaderData.upi && (
                  <label className="flex items-center gap-2">
                    <input type="radio" name="payment" value="upi" defaultChecked={(v.payment || "upi") === "upi"} /> UPI (pay now with any UPI app)
                  </label>
                )}
                <label className="flex items-center gap-2">
                  <input type="radio" name="payment" value="cod" defaultChecked={v.payment === "cod" || !loaderData.upi} /> Cash on delivery
                </label>
              </div>
              {err.payment && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{err.payment}</p>}
            </fieldset>
            <div className="sm:col-span-2">
              <button type="submit" className={buttonClass("primary", "lg")} disabled={busy}>
                Place order · {formatRupees(t.total)}
              </button>
              <p className="mt-2 text-sm text-muted-foreground">Prices and stock are checked again when you place the order.</p>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
