import { CheckCircle2, Mail, MapPin } from "lucide-react";
import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { SITE, SITE_URL } from "~/config/site";
import { saveContactMessage } from "~/db/contact.server";
import { db } from "~/db/database.server";
import { CONTACT_FIELDS, HONEYPOT_FIELD, type ContactField, type ContactResult } from "~/lib/contact";
import { validateContact } from "~/lib/forms/contact.server";
import { contactLimit } from "~/lib/rate-limit.server";
import { clientIpContext } from "~/lib/request-context";
import { PUBLIC_PAGE } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";
import { ALERT_BOX, FormAlert } from "~/components/ui/form-alert";
import { cn } from "~/lib/cn";
import { STATIC_PAGE } from "~/lib/delivery";
import { readFormFields } from "~/lib/forms/read-form.server";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE });

/**
 * A reading page with an ordinary form (decision 0014): the browser posts it,
 * the server checks it and answers with the page and its messages, or with a
 * 303 to the thanks. The first field to fix gets focus by `autofocus`; the
 * enhancement module shows "Sending…" and stops a second press.
 */
export const handle = STATIC_PAGE;

/**
 * After a message is kept the browser is sent to /contact?sent=1 (303), so a
 * reload or the back button never sends it twice.
 */
const SENT = "/contact?sent=1";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const checked = validateContact(form);
  const values = "values" in checked ? checked.values : (Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(form[f] ?? "")])) as Record<ContactField, string>);
  // A filled honeypot is a bot: thank it and keep nothing.
  if (typeof form[HONEYPOT_FIELD] === "string" && form[HONEYPOT_FIELD] !== "") return redirect(SENT, 303);
  const verdict = await contactLimit(context.get(clientIpContext));
  if (!verdict.ok) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    return data(
      { ok: false, errors: {}, values, formError: `Too many messages from your connection. Please wait ${minutes} minute${minutes > 1 ? "s" : ""} and send it again: what you typed is still here.` } satisfies ContactResult,
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  if (!checked.ok) return data(checked satisfies ContactResult, { status: 400 });
  try {
    await saveContactMessage(db(), checked.data);
  } catch (error) {
    console.error("contact: could not store a message", error);
    return data({ ok: false, errors: {}, values, formError: "We could not save your message just now. Please try again in a few minutes: what you typed is still here." } satisfies ContactResult, { status: 503 });
  }
  return redirect(SENT, 303);
}

export const meta: Route.MetaFunction = () =>
  buildMeta(
    {
      title: "Contact the Arunachala Guide",
      description: "Write to the editors of the Arunachala Guide with a question, a correction or a suggestion about Tiruvannamalai, Girivalam or this site.",
      path: "/contact",
      keywords: ["contact", "Arunachala Guide", "Tiruvannamalai questions"],
    },
    SITE_URL,
  );

const LABELS: Record<ContactField, string> = { name: "Your name", email: "Your email", subject: "Subject", message: "Message" };

export default function Contact() {
  const result = useActionData<typeof action>();
  const failed = result && !result.ok ? (result as Extract<ContactResult, { ok: false }>) : null;
  const firstInvalid = CONTACT_FIELDS.find((f) => failed?.errors[f]);
  const [params] = useSearchParams();

  if (params.get("sent") === "1" && !failed) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <Breadcrumbs />
        <div role="status" className="mt-6 rounded-2xl border border-green-300 bg-green-50 p-6 text-green-950 dark:border-green-800 dark:bg-green-950/40 dark:text-green-50">
          <h1 className="flex items-center gap-2 font-serif text-3xl font-semibold">
            <CheckCircle2 aria-hidden className="h-7 w-7" /> Thank you
          </h1>
          <p className="mt-3">Your message has reached us. We read every one and answer by email, usually within a few days.</p>
        </div>
        <p className="mt-6 flex flex-wrap gap-4">
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            Send another message
          </Link>
          <Link to="/" className="font-medium text-primary underline underline-offset-4">
            Return home
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="font-serif text-4xl font-semibold">Contact us</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Questions about visiting Tiruvannamalai, corrections to something we have written, or suggestions for the guide: write to
        the editors below. We answer by email.
      </p>
      <ul className="mt-6 space-y-2 text-sm">
        <li className="flex items-center gap-2">
          <Mail aria-hidden className="h-4 w-4 text-primary" /> By this form: it reaches the editors directly.
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden className="h-4 w-4 text-primary" /> {SITE.name}, {SITE.location.city}, {SITE.location.state}, India
        </li>
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">
        For temple timings and festival arrangements, the temple&apos;s own announcements are the authority; for medical or police help
        on the Girivalam path, call 112.
      </p>

      {failed?.formError && (
        <FormAlert className="mt-6">{failed.formError}</FormAlert>
      )}
      {failed && Object.keys(failed.errors).length > 0 && (
        <div role="alert" className={cn(ALERT_BOX, "mt-6")}>
          <p className="font-semibold">Please check the form:</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {CONTACT_FIELDS.filter((f) => failed.errors[f]).map((f) => (
              <li key={f}>
                <a href={`#contact-${f}`} className="underline">
                  {LABELS[f]}
                </a>
                : {failed.errors[f]}
              </li>
            ))}
          </ul>
        </div>
      )}

      <Form method="post" noValidate className="mt-8 space-y-5" aria-label="Contact form" data-submit-once="">
        {CONTACT_FIELDS.map((f) => {
          const error = failed?.errors[f];
          const props = {
            id: `contact-${f}`,
            name: f,
            defaultValue: failed?.values[f] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `contact-${f}-error` : undefined,
            // The page is answered afresh after a refused post: the first field to fix takes focus as it loads.
            autoFocus: f === firstInvalid,
            className: "mt-1 w-full rounded-lg border bg-card px-3 py-2 text-base " + (error ? "border-red-600" : "border-border"),
          };
          return (
            <div key={f}>
              <label htmlFor={`contact-${f}`} className="font-medium">
                {LABELS[f]}
              </label>
              {f === "message" ? (
                <textarea {...props} rows={7} maxLength={5000} required />
              ) : (
                <input {...props} type={f === "email" ? "email" : "text"} autoComplete={f === "name" ? "name" : f === "email" ? "email" : "off"} required />
              )}
              {error && (
                <p id={`contact-${f}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {/* The honeypot: hidden from people and from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" className={buttonClass("primary", "lg")} data-sending="Sending…">
          Send message
        </button>
      </Form>
    </div>
  );
}
