import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { auth } from "~/auth/session.server";
import { emailField } from "~/lib/forms/fields.server";
import { NO_STORE } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import { makeLimiter } from "~/lib/rate-limit.server";
import { clientIpContext } from "~/lib/request-context";
import type { Route } from "./+types/auth-forgot";
import { readForm } from "~/lib/forms/read-form.server";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

const resetLimit = makeLimiter("password-reset", 5, 3600);
const emailSchema = emailField("Please enter the email address of your account.");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = emailSchema.safeParse(form.get("email"));
  if (!email.success) return data({ sent: false, error: email.error.issues[0]!.message, email: String(form.get("email") ?? "") }, { status: 400 });
  const verdict = await resetLimit(context.get(clientIpContext));
  if (!verdict.ok) return data({ sent: false, error: "Too many requests from your connection. Please try again later.", email: email.data }, { status: 429 });
  // The reset (looking the account up, making the token, sending the mail) runs after the answer: an
  // existing account used to be answered measurably later than an unknown one, which told them apart.
  void auth()
    .then((a) => a.api.requestPasswordReset({ body: { email: email.data, redirectTo: "/auth/reset" } }))
    .catch((error: unknown) => console.error("auth: password reset request failed", error));
  // The same answer whether or not the account exists, so this page cannot be used to find out.
  return { sent: true, error: null, email: email.data };
}

export const meta: Route.MetaFunction = () => [...buildMeta({ title: "Forgotten password", description: "Ask for a link to choose a new password for your Arunachala Guide account.", path: "/auth/forgot" }, SITE_URL), { name: "robots", content: "noindex" }];

export default function Forgot() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Breadcrumbs current="Forgotten password" />
      <h1 className="font-serif text-4xl font-semibold">Forgotten password</h1>
      {result?.sent ? (
        <p role="status" className="mt-6">
          If an account exists for <strong>{result.email}</strong>, we have sent it a link to choose a new password. The link works for one hour.
        </p>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4">
          <div>
            <label htmlFor="forgot-email" className="font-medium">Email of your account</label>
            <input id="forgot-email" name="email" type="email" autoComplete="email" defaultValue={result?.email ?? ""} aria-invalid={result?.error ? true : undefined} aria-describedby={result?.error ? "forgot-error" : undefined} className="mt-1 w-full rounded-lg border border-border bg-card px-3 py-2" />
            {result?.error && <p id="forgot-error" className="mt-1 text-sm text-red-700 dark:text-red-300">{result.error}</p>}
          </div>
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>Send me a link</button>
        </Form>
      )}
      <p className="mt-6"><Link to="/auth" className="font-medium text-primary underline underline-offset-4">Back to sign in</Link></p>
    </div>
  );
}
