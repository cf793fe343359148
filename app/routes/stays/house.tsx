import { CheckCircle2 } from "lucide-react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useFocusFirstInvalid } from "~/components/use-focus-first-invalid";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { db } from "~/db/database.server";
import { createStayRequest, heldNights, houseBySlug } from "~/db/stays.server";
import { addDays } from "~/lib/calendar/astro";
import { todayAt } from "~/lib/calendar/format";
import { fieldErrors } from "~/lib/forms/fields.server";
import { buildMeta } from "~/lib/meta";
import { makeLimiter } from "~/lib/rate-limit.server";
import { clientIpContext } from "~/lib/request-context";
import { formatRupees } from "~/lib/shop";
import { nightsOf } from "~/lib/stays";
import { stayRequestSchema } from "~/lib/forms/stays.server";
import type { Route } from "./+types/house";
import { FormAlert } from "~/components/ui/form-alert";
import { readFormFields } from "~/lib/forms/read-form.server";

const DAYS_SHOWN = 90;
const requestLimit = makeLimiter("stay-request", 5, 3600);

export async function loader({ params }: Route.LoaderArgs) {
  const house = await houseBySlug(db(), params.slug);
  if (!house) throw data("No such house", { status: 404 });
  const today = todayAt(Date.now());
  const held = await heldNights(db(), house.id, today, addDays(today, DAYS_SHOWN));
  const { id: _id, createdAt: _c, updatedAt: _u, ...shown } = house;
  return { house: shown, today, held };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

type Result = { ok: true; reference: string } | { ok: false; errors: Record<string, string>; values: Record<string, string>; formError?: string };
const FIELDS = ["checkIn", "checkOut", "guests", "name", "email", "phone", "message"] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const house = await houseBySlug(db(), params.slug);
  if (!house) throw data("No such house", { status: 404 });
  const form = await readFormFields(request);
  const values = Object.fromEntries(FIELDS.map((f) => [f, form[f] ?? ""]));
  const today = todayAt(Date.now());
  const parsed = stayRequestSchema(today, house.capacity).safeParse(form);
  if (!parsed.success) {
    return data<Result>({ ok: false, errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const held = new Set(await heldNights(db(), house.id, parsed.data.checkIn, parsed.data.checkOut));
  const clash = nightsOf(parsed.data.checkIn, parsed.data.checkOut).filter((n) => held.has(n));
  if (clash.length) return data<Result>({ ok: false, errors: { checkIn: `Already booked: ${clash.join(", ")}. Please choose other dates.` }, values }, { status: 409 });
  const verdict = await requestLimit(context.get(clientIpContext));
  if (!verdict.ok) return data<Result>({ ok: false, errors: {}, values, formError: "Too many requests from your connection. Please try again later." }, { status: 429 });
  const reference = await createStayRequest(db(), house.id, parsed.data);
  return { ok: true, reference } satisfies Result;
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? buildMeta({ title: `${d.house.name}: Earth Grace`, description: d.house.summary, path: `/earth-grace/${d.house.slug}` }, SITE_URL) : [{ title: "Not found" }];

function Availability({ today, held }: { today: string; held: string[] }) {
  const taken = new Set(held);
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(today, i));
  const months = new Map<string, string[]>();
  for (const d of days) months.set(d.slice(0, 7), [...(months.get(d.slice(0, 7)) ?? []), d]);
  return (
    <section aria-labelledby="availability" className="mt-8">
      <h2 id="availability" className="font-serif text-2xl font-semibold">Nights free</h2>
      <p className="mt-1 text-sm text-muted-foreground">The next {DAYS_SHOWN} nights. Booked nights are struck through.</p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {[...months.entries()].map(([month, list]) => (
          <div key={month}>
            <h3 className="font-medium">{new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "UTC" })}</h3>
            <ul className="mt-2 grid grid-cols-7 gap-1 text-center text-sm">
              {list.map((d) => (
                <li
                  key={d}
                  className={taken.has(d) ? "rounded bg-muted py-1 text-muted-foreground line-through" : "rounded border border-green-600/40 py-1"}
                  aria-label={`${d}: ${taken.has(d) ? "booked" : "free"}`}
                >
                  {Number(d.slice(8))}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

const LABELS: Record<string, string> = { checkIn: "Check-in", checkOut: "Check-out", guests: "Guests", name: "Your name", email: "Email", phone: "Mobile number", message: "Anything we should know (optional)" };

export default function House({ loaderData }: Route.ComponentProps) {
  const { house, today, held } = loaderData;
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state === "submitting";
  const formRef = useFocusFirstInvalid(result);
  const failed = result && !result.ok ? result : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs current={house.name} />
      <h1 className="font-serif text-4xl font-semibold">{house.name}</h1>
      <img src={`/earth-grace/${house.slug}/photo.svg`} alt={`Illustration for ${house.name}`} width={1200} height={750} className="mt-6 aspect-[16/10] w-full rounded-2xl object-cover" />
      <p className="mt-6 text-lg">{house.summary}</p>
      <p className="mt-3 whitespace-pre-line">{house.description}</p>
      <p className="mt-4">
        Sleeps {house.capacity} · <strong>{formatRupees(house.pricePaise)}</strong> a night
      </p>
      {house.amenities.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Amenities">
          {house.amenities.map((a) => (
            <li key={a} className="rounded-full bg-muted px-3 py-1 text-sm">
              {a}
            </li>
          ))}
        </ul>
      )}
      <Availability today={today} held={held} />

      <section aria-labelledby="request" className="mt-10 rounded-2xl border border-border bg-card p-6">
        <h2 id="request" className="font-serif text-2xl font-semibold">Ask for a stay</h2>
        {result?.ok ? (
          <p role="status" className="mt-4 flex items-start gap-2">
            <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 text-green-700" />
            <span>
              Thank you: your request <strong data-testid="stay-reference">{result.reference}</strong> has reached us. It is not yet confirmed; we write to you once we have checked the
              dates.
            </span>
          </p>
        ) : (
          <>
            {failed?.formError && <FormAlert className="mt-3" compact>{failed.formError}</FormAlert>}
            <Form ref={formRef} method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Stay request">
              {FIELDS.map((f) => {
                const error = failed?.errors[f];
                const common = {
                  id: `stay-${f}`,
                  name: f,
                  defaultValue: failed?.values[f] ?? (f === "guests" ? "1" : ""),
                  "aria-invalid": error ? true : undefined,
                  "aria-describedby": error ? `stay-${f}-error` : undefined,
                  className: "mt-1 w-full rounded-lg border bg-card px-3 py-2 " + (error ? "border-red-600" : "border-border"),
                };
                return (
                  <div key={f} className={f === "message" ? "sm:col-span-2" : ""}>
                    <label htmlFor={`stay-${f}`} className="font-medium">{LABELS[f]}</label>
                    {f === "message" ? (
                      <textarea {...common} rows={3} maxLength={2000} />
                    ) : (
                      <input {...common} type={f.startsWith("check") ? "date" : f === "guests" ? "number" : f === "email" ? "email" : f === "phone" ? "tel" : "text"} min={f.startsWith("check") ? today : f === "guests" ? 1 : undefined} max={f === "guests" ? house.capacity : undefined} />
                    )}
                    {error && <p id={`stay-${f}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
                  </div>
                );
              })}
              <div className="sm:col-span-2">
                <button type="submit" className={buttonClass("primary", "lg")} disabled={busy}>Send the request</button>
              </div>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
