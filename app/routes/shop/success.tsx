import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import QRCode from "qrcode";
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useCart } from "~/components/shop/use-cart";
import { currentUser } from "~/auth/session.server";
import { db } from "~/db/database.server";
import { orderForBuyer } from "~/db/shop.server";
import { orderTokens, upiConfig } from "~/lib/orders.server";
import { formatRupees, upiLink } from "~/lib/shop";
import { NO_STORE } from "~/lib/cache-control";
import type { Route } from "./+types/success";

/** The order, shown only to the browser that placed it (its token cookie) or its signed-in owner; anyone else gets 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("order") ?? "";
  if (!/^AG-[A-Z2-9]{6}$/.test(reference)) throw data("No such order", { status: 404 });
  const user = await currentUser(request);
  const found = await orderForBuyer(db(), reference, orderTokens(request), user?.id ?? null);
  if (!found) throw data("No such order", { status: 404 });
  const { order, items } = found;
  const upi = order.payment === "upi" ? upiConfig() : null;
  const link = upi ? upiLink({ vpa: upi.vpa, payee: upi.payee, paise: order.totalPaise, reference: order.reference }) : null;
  return {
    order: {
      reference: order.reference, status: order.status, payment: order.payment, name: order.name, email: order.email,
      address: [order.address1, order.address2, `${order.city}, ${order.state} ${order.pin}`].filter(Boolean),
      subtotal: order.subtotalPaise, shipping: order.shippingPaise, total: order.totalPaise,
    },
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, unitPaise: i.unitPaise })),
    upi: link ? { link, vpa: upi!.vpa, qr: await QRCode.toString(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) } : null,
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

export const meta: Route.MetaFunction = () => [{ title: "Your order · Arunachala Guide" }, { name: "robots", content: "noindex, nofollow" }];

export default function OrderPlaced({ loaderData }: Route.ComponentProps) {
  const { order, items, upi } = loaderData;
  const { clear } = useCart();
  useEffect(() => clear(), [clear]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current="Your order" />
      <h1 className="flex items-center gap-2 font-serif text-4xl font-semibold">
        <CheckCircle2 aria-hidden className="h-8 w-8 text-green-700" /> Thank you, your order is placed
      </h1>
      <p className="mt-3 text-lg">
        Order <strong data-testid="order-reference">{order.reference}</strong> · status <strong>{order.status}</strong>. A copy of these details is kept here for
        this browser.
      </p>
      {upi ? (
        <section aria-labelledby="pay-upi" className="mt-8 rounded-2xl border border-border bg-card p-6">
          <h2 id="pay-upi" className="font-serif text-2xl font-semibold">Pay {formatRupees(order.total)} by UPI</h2>
          <p className="mt-2">Scan the code with any UPI app, or open the link on this phone. The amount and the reference {order.reference} are filled in.</p>
          <div className="mt-4 w-48 rounded-lg bg-white p-2" role="img" aria-label={`UPI QR code for ${formatRupees(order.total)} to ${upi.vpa}`} dangerouslySetInnerHTML={{ __html: upi.qr }} />
          <p className="mt-4">
            <a href={upi.link} className="font-medium text-primary underline underline-offset-4">Pay with a UPI app</a> · UPI id {upi.vpa}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">We confirm the payment by hand and send the parcel once it arrives; the order shows "paid" here then.</p>
        </section>
      ) : (
        <p className="mt-8 rounded-2xl border border-border bg-card p-6">
          Please keep {formatRupees(order.total)} ready: you pay in cash when the parcel is delivered.
        </p>
      )}
      <h2 className="mt-10 font-serif text-2xl font-semibold">Items</h2>
      <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
        {items.map((i) => (
          <li key={i.name} className="flex justify-between gap-3 p-3">
            <span>{i.quantity} × {i.name}</span>
            <span className="tabular-nums">{formatRupees(i.unitPaise * i.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 ml-auto max-w-xs space-y-1">
        <div className="flex justify-between"><dt>Items</dt><dd className="tabular-nums">{formatRupees(order.subtotal)}</dd></div>
        <div className="flex justify-between"><dt>Delivery</dt><dd className="tabular-nums">{order.shipping ? formatRupees(order.shipping) : "Free"}</dd></div>
        <div className="flex justify-between font-semibold"><dt>Total</dt><dd className="tabular-nums" data-testid="order-total">{formatRupees(order.total)}</dd></div>
      </dl>
      <h2 className="mt-10 font-serif text-2xl font-semibold">Delivery to</h2>
      <address className="mt-2 not-italic">
        {order.name}<br />
        {order.address.map((line) => <span key={line}>{line}<br /></span>)}
      </address>
      <p className="mt-8"><Link to="/shop" className="font-medium text-primary underline underline-offset-4">Back to the shop</Link></p>
    </div>
  );
}
