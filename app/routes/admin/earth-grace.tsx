import { BedDouble, Home, Inbox, LandPlot, Package, ScrollText } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import { AdminSection, ChoiceButtons, EntityForm, PublishToggle } from "~/components/admin/entity-forms";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { requireAdmin } from "~/auth/session.server";
import { latestAudit } from "~/db/audit.server";
import { latestContactMessages, setMessageStatus } from "~/db/contact.server";
import { MESSAGE_STATUSES } from "~/lib/contact";
import { latestOrders, setOrderStatus } from "~/db/shop.server";
import { formatRupees, ORDER_STATUSES } from "~/lib/shop";
import { allHouses, confirmStay, declineStay, latestStayRequests, saveHouse } from "~/db/stays.server";
import { houseSchema } from "~/lib/forms/stays.server";
import { allListings, latestInquiries, saveListing } from "~/db/property.server";
import { setPublished } from "~/db/slugged.server";
import { DOCUMENT_LABELS, DOCUMENT_STATUSES } from "~/lib/property";
import { listingSchema } from "~/lib/forms/property.server";
import { db } from "~/db/database.server";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/earth-grace";
import { NO_STORE } from "~/lib/cache-control";
import { FormAlert } from "~/components/ui/form-alert";
import { readFormFields } from "~/lib/forms/read-form.server";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

/** The administration hub. Every loader and action checks the admin role on the server first. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const [messages, audit, orders, houseList, stays] = await Promise.all([latestContactMessages(db()), latestAudit(db()), latestOrders(db()), allHouses(db()), latestStayRequests(db())]);
  const [listingRows, inquiryRows] = await Promise.all([allListings(db()), latestInquiries(db())]);
  return {
    admin,
    listings: listingRows.map((l) => ({ slug: l.slug, title: l.title, pricePaise: l.pricePaise, published: l.published })),
    inquiries: inquiryRows.map(({ inquiry: i, title }) => ({ id: i.id, title, name: i.name, email: i.email, phone: i.phone, message: i.message, createdAt: i.createdAt.toISOString() })),
    houses: houseList.map((h) => ({ slug: h.slug, name: h.name, capacity: h.capacity, pricePaise: h.pricePaise, published: h.published })),
    stays: stays.map(({ request: r, houseName }) => ({ reference: r.reference, houseName, checkIn: r.checkIn, checkOut: r.checkOut, guests: r.guests, name: r.name, email: r.email, phone: r.phone, status: r.status })),
    orders: orders.map((o) => ({
      reference: o.reference, status: o.status, payment: o.payment, name: o.name, phone: o.phone, email: o.email, totalPaise: o.totalPaise,
      place: `${o.city}, ${o.state} ${o.pin}`, createdAt: o.createdAt.toISOString(), items: o.items.map((i) => `${i.quantity} × ${i.name}`).join(", "),
    })),
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    audit: audit.map((a) => ({ ...a, createdAt: a.createdAt.toISOString(), details: a.details ? JSON.stringify(a.details) : "" })),
  };
}

const change = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("message-status"), id: z.coerce.number().int().positive(), status: z.enum(MESSAGE_STATUSES) }),
  z.object({ intent: z.literal("order-status"), reference: z.string().regex(/^AG-[A-Z2-9]{6}$/), status: z.enum(ORDER_STATUSES) }),
  z.object({ intent: z.literal("listing-publish"), slug: z.string().regex(/^[a-z0-9-]{1,80}$/), published: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("house-publish"), slug: z.string().regex(/^[a-z0-9-]{1,80}$/), published: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("stay-decision"), reference: z.string().regex(/^ST-[A-Z2-9]{6}$/), decision: z.enum(["confirm", "decline"]) }),
]);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormFields(request);
  if (form.intent === "house-save") {
    const house = houseSchema.safeParse(form);
    if (!house.success) return data({ ok: false, error: house.error.issues.map((i) => i.message).join(" ") }, { status: 400 });
    await saveHouse(db(), admin, house.data);
    return { ok: true, error: null };
  }
  if (form.intent === "listing-save") {
    const listing = listingSchema.safeParse(form);
    if (!listing.success) return data({ ok: false, error: listing.error.issues.map((i) => i.message).join(" ") }, { status: 400 });
    await saveListing(db(), admin, listing.data);
    return { ok: true, error: null };
  }
  const parsed = change.safeParse(form);
  if (!parsed.success) return data({ ok: false, error: "That change is not valid." }, { status: 400 });
  if (parsed.data.intent === "listing-publish" || parsed.data.intent === "house-publish") {
    const kind = parsed.data.intent === "house-publish" ? "house" : "listing";
    const done = await setPublished(db(), admin, kind, parsed.data.slug, parsed.data.published === "true");
    return done ? { ok: true, error: null } : data({ ok: false, error: `That ${kind} does not exist.` }, { status: 404 });
  }
  if (parsed.data.intent === "stay-decision") {
    const outcome = parsed.data.decision === "confirm" ? await confirmStay(db(), admin, parsed.data.reference) : await declineStay(db(), admin, parsed.data.reference);
    if (outcome === "overlap") return data({ ok: false, error: "Those dates overlap a stay already confirmed for this house: decline this request or agree other dates." }, { status: 409 });
    if (outcome === "missing") return data({ ok: false, error: "That request does not exist." }, { status: 404 });
    if (outcome === "not-pending") return data({ ok: false, error: "That request has already been decided." }, { status: 409 });
    return { ok: true, error: null };
  }
  if (parsed.data.intent === "order-status") {
    const outcome = await setOrderStatus(db(), admin, parsed.data.reference, parsed.data.status);
    if (outcome === "missing") return data({ ok: false, error: "That order does not exist." }, { status: 404 });
    if (outcome === "not-allowed") return data({ ok: false, error: "An order cannot go back to an earlier status." }, { status: 409 });
    return { ok: true, error: null };
  }
  const changed = await setMessageStatus(db(), admin, parsed.data.id, parsed.data.status);
  if (!changed) return data({ ok: false, error: "That message no longer exists." }, { status: 404 });
  return { ok: true, error: null };
}

export const meta: Route.MetaFunction = () => [{ title: "Administration · Arunachala Guide" }, { name: "robots", content: "noindex, nofollow" }];

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default function AdminHub({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, messages, audit, orders, houses, stays, listings, inquiries } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs current="Administration" />
      <h1 className="font-serif text-4xl font-semibold">Administration</h1>
      <p className="mt-2 text-muted-foreground">
        Signed in as {admin.name} ({admin.email}). Every change here is written to the audit log below.{" "}
        <a href="/admin/bulk-import" className="font-medium text-primary underline underline-offset-4">Bulk import houses or listings</a>
      </p>
      {actionData?.error && (
        <FormAlert className="mt-4" compact>
          {actionData.error}
        </FormAlert>
      )}

      <AdminSection id="stays" icon={BedDouble} title="Stay requests">
        {stays.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No stay requests yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {stays.map((r) => (
              <li key={r.reference} className="rounded-xl border border-border bg-card p-4" data-stay={r.reference}>
                <h3 className="font-semibold">
                  {r.reference} · {r.houseName} · {r.checkIn} to {r.checkOut} · {r.guests} guest{r.guests > 1 ? "s" : ""}
                </h3>
                <p className="text-sm">
                  {r.name}, {r.phone}, {r.email} · <span className="font-medium">{r.status}</span>
                </p>
                {r.status === "pending" && (
                  <ChoiceButtons intent="stay-decision" target={["reference", r.reference]} field="decision" choices={[["confirm", "Confirm"], ["decline", "Decline"]]} />
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="houses" icon={Home} title="Houses">
        <ul className="mt-4 space-y-2">
          {houses.map((h) => (
            <li key={h.slug} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-card p-3" data-house={h.slug}>
              <span>
                <strong>{h.name}</strong> · sleeps {h.capacity} · {formatRupees(h.pricePaise)} · {h.published ? "published" : "draft"}
              </span>
              <PublishToggle intent="house-publish" slug={h.slug} published={h.published} />
            </li>
          ))}
        </ul>
        <EntityForm
          name="House"
          intent="house-save"
          idPrefix="house"
          summary="Add or update a house (by its address name)"
          fields={[["name", "Name"], ["slug", "Address name (e.g. mud-house-by-the-tank)"], ["summary", "One-line summary"], ["capacity", "Sleeps"], ["priceRupees", "Price a night (₹)"], ["amenities", "Amenities (comma-separated)"]]}
          numeric={["capacity", "priceRupees"]}
        />
      </AdminSection>

      <AdminSection id="listings" icon={LandPlot} title="Property listings and inquiries">
        <ul className="mt-4 space-y-2">
          {listings.map((l) => (
            <li key={l.slug} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-card p-3" data-listing={l.slug}>
              <span><strong>{l.title}</strong> · {formatRupees(l.pricePaise)} · {l.published ? "published" : "draft"}</span>
              <PublishToggle intent="listing-publish" slug={l.slug} published={l.published} />
            </li>
          ))}
        </ul>
        <EntityForm
          name="Listing"
          intent="listing-save"
          idPrefix="listing"
          summary="Add or update a listing (by its address name)"
          fields={[["title", "Title"], ["slug", "Address name (e.g. plot-near-adi-annamalai)"], ["summary", "One-line summary"], ["location", "Location"], ["areaSqft", "Area (sq ft)"], ["priceRupees", "Price (₹)"]]}
          numeric={["areaSqft", "priceRupees"]}
          extra={
            <div>
              <label htmlFor="listing-documents" className="text-sm font-medium">Documents</label>
              <select id="listing-documents" name="documents" className="mt-1 h-10 w-full rounded-lg border border-border bg-card px-2">
                {DOCUMENT_STATUSES.map((d) => <option key={d} value={d}>{DOCUMENT_LABELS[d]}</option>)}
              </select>
            </div>
          }
        />
        <h3 className="mt-6 font-semibold">Inquiries</h3>
        {inquiries.length === 0 ? (
          <p className="mt-2 text-muted-foreground">No inquiries yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {inquiries.map((i) => (
              <li key={i.id} className="rounded-xl border border-border bg-card p-3 text-sm">
                <p className="font-medium">{i.title} · {when(i.createdAt)}</p>
                <p>{i.name}, {i.phone}, {i.email}</p>
                <p className="mt-1 whitespace-pre-wrap">{i.message}</p>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="orders" icon={Package} title="Orders">
        {orders.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No orders yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {orders.map((o) => (
              <li key={o.reference} className="rounded-xl border border-border bg-card p-4" data-order={o.reference}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">
                    {o.reference} · {formatRupees(o.totalPaise)} · {o.payment === "upi" ? "UPI" : "cash on delivery"}
                  </h3>
                  <span className="text-sm text-muted-foreground">{when(o.createdAt)}</span>
                </div>
                <p className="text-sm">
                  {o.name}, {o.phone}, {o.email} · {o.place} · <span className="font-medium">{o.status}</span>
                </p>
                <p className="mt-1 text-sm">{o.items}</p>
                <ChoiceButtons
                  intent="order-status"
                  target={["reference", o.reference]}
                  field="status"
                  choices={ORDER_STATUSES.filter((s) => s !== o.status && s !== "pending").map((s) => [s, `Mark ${s}`])}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="messages" icon={Inbox} title="Contact messages">
        {messages.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No messages yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {messages.map((m) => (
              <li key={m.id} className={cn("rounded-xl border bg-card p-4", m.status === "new" ? "border-primary/50" : "border-border")} data-message-id={m.id}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{m.subject}</h3>
                  <span className="text-sm text-muted-foreground">{when(m.createdAt)}</span>
                </div>
                <p className="text-sm">
                  From {m.name} &lt;{m.email}&gt; · <span className="font-medium">{m.status}</span>
                </p>
                <p className="mt-2 text-sm whitespace-pre-wrap">{m.message}</p>
                <ChoiceButtons
                  intent="message-status"
                  target={["id", m.id]}
                  field="status"
                  choices={MESSAGE_STATUSES.filter((s) => s !== m.status).map((s) => [s, `Mark ${s}`])}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="audit" icon={ScrollText} title="Audit log" className="mt-12">
        {audit.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No changes yet.</p>
        ) : (
          // Focusable, so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className="mt-4 overflow-x-auto" tabIndex={0} role="group" aria-label="Audit entries">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-4">When</th>
                  <th scope="col" className="py-2 pr-4">Who</th>
                  <th scope="col" className="py-2 pr-4">What</th>
                  <th scope="col" className="py-2 pr-4">Target</th>
                  <th scope="col" className="py-2">Details</th>
                </tr>
              </thead>
              <tbody>
                {audit.map((a) => (
                  <tr key={a.id} className="border-b border-border/60">
                    <td className="py-2 pr-4 whitespace-nowrap">{when(a.createdAt)}</td>
                    <td className="py-2 pr-4">{a.actorEmail}</td>
                    <td className="py-2 pr-4">{a.action}</td>
                    <td className="py-2 pr-4">{a.target}</td>
                    <td className="py-2 font-mono text-xs">{a.details}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>
    </div>
  );
}
