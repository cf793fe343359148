import { CheckCircle2 } from "lucide-react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { useFocusFirstInvalid } from "~/components/use-focus-first-invalid";
import { SITE_URL } from "~/config/site";
import { db } from "~/db/database.server";
import { listingBySlug, saveInquiry } from "~/db/property.server";
import { fieldErrors } from "~/lib/forms/fields.server";
import { buildMeta } from "~/lib/meta";
import { DOCUMENT_LABELS, formatArea } from "~/lib/property";
import { inquirySchema } from "~/lib/forms/property.server";
import { makeLimiter } from "~/lib/rate-limit.server";
import { clientIpContext } from "~/lib/request-context";
import { formatRupees } from "~/lib/shop";
import type { Route } from "./+types/listing";
import { FormAlert } from "~/components/ui/form-alert";
import { readFormFields } from "~/lib/forms/read-form.server";

const inquiryLimit = makeLimiter("inquiry", 5, 3600);

export async function loader({ params }: Route.LoaderArgs) {
  const l = await listingBySlug(db(), params.slug);
  if (!l) throw data("No such listing", { status: 404 });
  return { listing: { slug: l.slug, title: l.title, summary: l.summary, description: l.description, areaSqft: l.areaSqft, pricePaise: l.pricePaise, location: l.location, documents: l.documents as keyof typeof DOCUMENT_LABELS } };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

type Result = { ok: true } | { ok: false; errors: Record<string, string>; values: Record<string, string>; formError?: string };
const FIELDS = ["name", "email", "phone", "message"] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const l = await listingBySlug(db(), params.slug);
  if (!l) throw data("No such listing", { status: 404 });
  const form = await readFormFields(request);
  const values = Object.fromEntries(FIELDS.map((f) => [f, form[f] ?? ""]));
  const parsed = inquirySchema.safeParse(form);
  if (!parsed.success) {
    return data<Result>({ ok: false, errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const verdict = await inquiryLimit(context.get(clientIpContext));
  if (!verdict.ok) return data<Result>({ ok: false, errors: {}, values, formError: "Too many inquiries from your connection. Please try again later." }, { status: 429 });
  await saveInquiry(db(), l.id, parsed.data);
  return { ok: true } satisfies Result;
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? buildMeta({ title: `${d.listing.title}: Soil Grace`, description: d.listing.summary, path: `/soil-grace/${d.listing.slug}` }, SITE_URL) : [{ title: "Not found" }];

const LABELS: Record<string, string> = { name: "Your name", email: "Email", phone: "Mobile number", message: "Your question" };

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state === "submitting";
  const formRef = useFocusFirstInvalid(result);
  const failed = result && !result.ok ? result : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs current={listing.title} />
      <h1 className="font-serif text-4xl font-semibold">{listing.title}</h1>
      <p className="mt-2 text-muted-foreground">{listing.location}</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-border bg-card p-4"><dt className="text-sm text-muted-foreground">Area</dt><dd className="font-medium">{formatArea(listing.areaSqft)}</dd></div>
        <div className="rounded-xl border border-border bg-card p-4"><dt className="text-sm text-muted-foreground">Price</dt><dd className="font-medium">{formatRupees(listing.pricePaise)}</dd></div>
        <div className="rounded-xl border border-border bg-card p-4"><dt className="text-sm text-muted-foreground">Documents</dt><dd className="font-medium">{DOCUMENT_LABELS[listing.documents]}</dd></div>
      </dl>
      <p className="mt-6 text-lg">{listing.summary}</p>
      <p className="mt-3 whitespace-pre-line">{listing.description}</p>
      <section aria-labelledby="inquiry" className="mt-10 rounded-2xl border border-border bg-card p-6">
        <h2 id="inquiry" className="font-serif text-2xl font-semibold">Ask about this property</h2>
        {result?.ok ? (
          <p role="status" className="mt-4 flex items-center gap-2"><CheckCircle2 aria-hidden className="h-5 w-5 text-green-700" /> Thank you: your question has reached us, and we answer by email or phone.</p>
        ) : (
          <>
            {failed?.formError && <FormAlert className="mt-3" compact>{failed.formError}</FormAlert>}
            <Form ref={formRef} method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Inquiry">
              {FIELDS.map((f) => {
                const error = failed?.errors[f];
                const common = { id: `inq-${f}`, name: f, defaultValue: failed?.values[f] ?? "", "aria-invalid": error ? true : undefined, "aria-describedby": error ? `inq-${f}-error` : undefined, className: "mt-1 w-full rounded-lg border bg-card px-3 py-2 " + (error ? "border-red-600" : "border-border") };
                return (
                  <div key={f} className={f === "message" ? "sm:col-span-2" : ""}>
                    <label htmlFor={`inq-${f}`} className="font-medium">{LABELS[f]}</label>
                    {f === "message" ? <textarea {...common} rows={4} maxLength={3000} /> : <input {...common} type={f === "email" ? "email" : f === "phone" ? "tel" : "text"} />}
                    {error && <p id={`inq-${f}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
                  </div>
                );
              })}
              <div className="sm:col-span-2"><button type="submit" className={buttonClass("primary", "lg")} disabled={busy}>Send the question</button></div>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
