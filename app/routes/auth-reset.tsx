import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { auth } from "~/auth/session.server";
import { MIN_PASSWORD_LENGTH } from "~/lib/auth-forms";
import { NO_STORE } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-reset";
import { readFormFields } from "~/lib/forms/read-form.server";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

const resetSchema = z
  .object({
    token: z.string().min(10, "This link is not complete: open the whole link from the email."),
    password: z.string().min(MIN_PASSWORD_LENGTH, `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`).max(128),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords do not match." });

export async function action({ request }: Route.ActionArgs) {
  const parsed = resetSchema.safeParse(await readFormFields(request));
  if (!parsed.success) return data({ done: false, error: parsed.error.issues[0]!.message }, { status: 400 });
  try {
    await (await auth()).api.resetPassword({ body: { newPassword: parsed.data.password, token: parsed.data.token } });
  } catch {
    return data({ done: false, error: "This link has expired or has been used already. Ask for a new one." }, { status: 400 });
  }
  return { done: true, error: null };
}

export const meta: Route.MetaFunction = () => [...buildMeta({ title: "Choose a new password", description: "Choose a new password for your Arunachala Guide account.", path: "/auth/reset" }, SITE_URL), { name: "robots", content: "noindex" }];

export default function Reset() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Breadcrumbs current="New password" />
      <h1 className="font-serif text-4xl font-semibold">Choose a new password</h1>
      {result?.done ? (
        <p role="status" className="mt-6">
          Your password has been changed, and other sessions were signed out. <Link to="/auth" className="font-medium text-primary underline underline-offset-4">Sign in</Link>
        </p>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4">
          <input type="hidden" name="token" value={params.get("token") ?? ""} />
          {result?.error && <p role="alert" className="text-red-700 dark:text-red-300">{result.error} {result.error.includes("new one") && <Link to="/auth/forgot" className="underline">Ask for a new link</Link>}</p>}
          <div>
            <label htmlFor="reset-password" className="font-medium">New password (at least {MIN_PASSWORD_LENGTH} characters)</label>
            <input id="reset-password" name="password" type="password" autoComplete="new-password" className="mt-1 w-full rounded-lg border border-border bg-card px-3 py-2" />
          </div>
          <div>
            <label htmlFor="reset-confirm" className="font-medium">New password again</label>
            <input id="reset-confirm" name="confirm" type="password" autoComplete="new-password" className="mt-1 w-full rounded-lg border border-border bg-card px-3 py-2" />
          </div>
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>Change the password</button>
        </Form>
      )}
    </div>
  );
}
