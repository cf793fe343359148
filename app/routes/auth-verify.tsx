/**
 * The link from the sign-up mail. Opening it shows a button; pressing it confirms the address and signs
 * in. A link opened only by a mail scanner's preview therefore changes nothing, and a used or expired
 * link says what to do next.
 */
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SITE_URL } from "~/config/site";
import { auth, authHeaders, withCookies } from "~/auth/session.server";
import { NO_STORE } from "~/lib/cache-control";
import { readFormFields } from "~/lib/forms/read-form.server";
import { buildMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/auth-verify";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

const verifySchema = z.object({ token: z.string().min(10).max(4096), redirect: z.string().max(2048).optional() });

const USED = "This link has expired or has been used already. Sign in with your email and password: if the address still needs confirming, we send a new link.";

export async function action({ request }: Route.ActionArgs) {
  const parsed = verifySchema.safeParse(await readFormFields(request));
  if (!parsed.success) return data({ error: "This link is not complete: open the whole link from the email." }, { status: 400 });
  const res = await (await auth()).api.verifyEmail({ query: { token: parsed.data.token }, headers: authHeaders(request), asResponse: true });
  if (!res.ok) return data({ error: USED }, { status: 400 });
  // A session cookie means the address was confirmed just now; none means it had been confirmed before.
  const signedIn = res.headers.getSetCookie().some((c) => c.includes("session_token="));
  if (!signedIn) return data({ error: USED }, { status: 400 });
  throw redirect(safeRedirectPath(parsed.data.redirect) ?? "/auth", { headers: withCookies(res) });
}

export const meta: Route.MetaFunction = () => [...buildMeta({ title: "Confirm your account", description: "Confirm the email address of your new Arunachala Guide account.", path: "/auth/verify" }, SITE_URL), { name: "robots", content: "noindex" }];

export default function Verify() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Breadcrumbs current="Confirm your account" />
      <h1 className="font-serif text-4xl font-semibold">Confirm your account</h1>
      {result?.error ? (
        <FormAlert className="mt-6">{result.error}</FormAlert>
      ) : token ? (
        <Form method="post" className="mt-6 space-y-4">
          <p>Press the button to confirm your email address. You are then signed in.</p>
          <input type="hidden" name="token" value={token} />
          {params.get("redirect") && <input type="hidden" name="redirect" value={params.get("redirect")!} />}
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
            Confirm my address
          </button>
        </Form>
      ) : (
        <FormAlert className="mt-6">This link is not complete: open the whole link from the email.</FormAlert>
      )}
      <p className="mt-6">
        <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
          Go to sign in
        </Link>
      </p>
    </div>
  );
}
