import { LogIn, LogOut, UserPlus } from "lucide-react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { auth, authHeaders, currentUser, withCookies } from "~/auth/session.server";
import { MIN_PASSWORD_LENGTH, VERIFY_LINK_HOURS } from "~/lib/auth-forms";
import { signInSchema, signUpSchema } from "~/lib/forms/auth.server";
import { fieldErrors, type FieldErrors } from "~/lib/forms/fields.server";
import { makeLimiter } from "~/lib/rate-limit.server";
import { clientIpContext } from "~/lib/request-context";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { NO_STORE } from "~/lib/cache-control";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/auth";
import { FormAlert } from "~/components/ui/form-alert";
import { readFormFields } from "~/lib/forms/read-form.server";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

/**
 * Sign-in: 10 wrong passwords per 10 minutes from one address. Only failures count: many pilgrims share
 * one address (a lodge's wifi, a mobile network's shared exit), and their sign-ins must not lock each
 * other out; a success does not clear it, so an attacker cannot reset the count with an account of
 * their own. Sign-up: 5 per hour from one address.
 */
const signInLimit = makeLimiter("sign-in", 10, 600);
/**
 * One account tried from many addresses: 10 wrong passwords per 15 minutes per email, whatever the
 * address. Only failures count, and a successful sign-in clears the count, so the owner is never
 * locked out by signing in often.
 */
const signInAccountLimit = makeLimiter("sign-in-account", 10, 900);
const signUpLimit = makeLimiter("sign-up", 5, 3600);

export async function loader({ request }: Route.LoaderArgs) {
  return { user: await currentUser(request) };
}

type Result = { form: "signin" | "signup"; errors: FieldErrors; values: Record<string, string>; formError?: string; sent?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  // Back where the visitor was sent from (same-site paths only), else to the account page.
  const to = safeRedirectPath(new URL(request.url).searchParams.get("redirect")) ?? "/auth";
  const a = await auth();
  const ip = context.get(clientIpContext);

  if (form.intent === "signout") {
    const res = await a.api.signOut({ headers: authHeaders(request), asResponse: true });
    throw redirect("/", { headers: withCookies(res) });
  }

  if (form.intent === "signup") {
    const values = { name: form.name ?? "", email: form.email ?? "" };
    const parsed = signUpSchema.safeParse(form);
    if (!parsed.success) return data<Result>({ form: "signup", errors: fieldErrors(parsed.error), values }, { status: 400 });
    const verdict = await signUpLimit(ip);
    if (!verdict.ok) return data<Result>({ form: "signup", errors: {}, values, formError: "Too many new accounts from your connection. Please try again later." }, { status: 429 });
    const { name, email, password } = parsed.data;
    // The answer is the same for a new and a known address, and comes before the work is done (as on
    // the forgotten-password page): the new account gets a confirmation link, the known one a note
    // saying it already has an account. Nothing on this page can tell the two apart.
    void a.api
      .signUpEmail({ body: { name, email, password, callbackURL: to }, headers: authHeaders(request) })
      .catch((error: unknown) => console.error("auth: sign-up failed", error));
    return data<Result>({ form: "signup", errors: {}, values: { name, email }, sent: email });
  }

  const values = { email: form.email ?? "" };
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return data<Result>({ form: "signin", errors: fieldErrors(parsed.error), values }, { status: 400 });
  const account = parsed.data.email.trim().toLowerCase();
  const byAddress = await signInLimit.blocked(ip);
  const byAccount = await signInAccountLimit.blocked(account);
  const verdict = !byAddress.ok ? byAddress : byAccount;
  if (!verdict.ok) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    return data<Result>({ form: "signin", errors: {}, values, formError: `Too many sign-in attempts. Please wait ${minutes} minute${minutes > 1 ? "s" : ""} and try again.` }, { status: 429 });
  }
  const res = await a.api.signInEmail({ body: { ...parsed.data, callbackURL: to }, headers: authHeaders(request), asResponse: true });
  if (res.status === 403) {
    // The right password for an account whose address is not confirmed yet: better-auth has mailed a new link.
    return data<Result>({ form: "signin", errors: {}, values, formError: `This account's email address is not confirmed yet. We have sent a new link to ${account}: open it to confirm the address and sign in.` }, { status: 403 });
  }
  if (!res.ok) {
    await signInLimit(ip);
    await signInAccountLimit(account);
    return data<Result>({ form: "signin", errors: {}, values, formError: "That email and password do not match an account." }, { status: 401 });
  }
  await signInAccountLimit.reset(account);
  throw redirect(to, { headers: withCookies(res) });
}

export const meta: Route.MetaFunction = () => [
  ...buildMeta({ title: "Sign in", description: "Sign in to the Arunachala Guide, or create an account to follow your orders and stay requests.", path: "/auth" }, SITE_URL),
  { name: "robots", content: "noindex" },
];

function Field({ id, label, type = "text", error, defaultValue, autoComplete }: { id: string; label: string; type?: string; error?: string; defaultValue?: string; autoComplete: string }) {
  const [form, name] = id.split("-") as [string, string];
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-form={form}
        className={"mt-1 w-full rounded-lg border bg-card px-3 py-2 " + (error ? "border-red-600" : "border-border")}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const { user } = loaderData;
  const query = params.get("redirect") ? `?redirect=${encodeURIComponent(params.get("redirect")!)}` : "";
  const e = (form: Result["form"]) => (result?.form === form ? result : undefined);

  if (user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <Breadcrumbs current="Account" />
        <h1 className="font-serif text-4xl font-semibold">Your account</h1>
        <p className="mt-4">
          Signed in as <strong>{user.name}</strong> ({user.email}){user.role === "admin" ? ", administrator" : ""}.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {user.role === "admin" && (
            <Link to="/admin/earth-grace" className={buttonClass("primary", "md")}>
              Administration
            </Link>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="signout" />
            <button type="submit" className={buttonClass("outline", "md")}>
              <LogOut aria-hidden className="h-4 w-4" /> Sign out
            </button>
          </Form>
        </div>
      </div>
    );
  }

  const signin = e("signin");
  const signup = e("signup");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs current="Sign in" />
      <h1 className="font-serif text-4xl font-semibold">Sign in</h1>
      {params.get("redirect") && <p className="mt-3 text-muted-foreground">Please sign in to continue.</p>}
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="signin-heading" className="rounded-2xl border border-border bg-card p-6">
          <h2 id="signin-heading" className="flex items-center gap-2 font-serif text-2xl font-semibold">
            <LogIn aria-hidden className="h-5 w-5" /> Sign in
          </h2>
          {signin?.formError && (
            <FormAlert className="mt-4" compact>
              {signin.formError}
            </FormAlert>
          )}
          <Form method="post" action={`/auth${query}`} noValidate className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="signin" />
            <Field id="signin-email" label="Email" type="email" autoComplete="email" error={signin?.errors.email} defaultValue={signin?.values.email} />
            <Field id="signin-password" label="Password" type="password" autoComplete="current-password" error={signin?.errors.password} />
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
                Sign in
              </button>
              <Link to="/auth/forgot" className="text-sm font-medium text-primary underline underline-offset-4">
                Forgotten password?
              </Link>
            </div>
          </Form>
        </section>
        <section aria-labelledby="signup-heading" className="rounded-2xl border border-border bg-card p-6">
          <h2 id="signup-heading" className="flex items-center gap-2 font-serif text-2xl font-semibold">
            <UserPlus aria-hidden className="h-5 w-5" /> Create an account
          </h2>
          {signup?.formError && (
            <FormAlert className="mt-4" compact>
              {signup.formError}
            </FormAlert>
          )}
          {signup?.sent ? (
            <div role="status" className="mt-4 space-y-3">
              <p className="font-medium">Please check your inbox.</p>
              <p>
                We have sent a message to <strong>{signup.sent}</strong>. For a new account it holds a link to confirm the address and sign in; the link works for {VERIFY_LINK_HOURS} hours. If the address already has an account, the message says how to sign in instead.
              </p>
              <p className="text-sm text-muted-foreground">Nothing after a few minutes? Look in the spam folder, or create the account again.</p>
            </div>
          ) : (
          <Form method="post" action={`/auth${query}`} noValidate className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="signup" />
            <Field id="signup-name" label="Name" autoComplete="name" error={signup?.errors.name} defaultValue={signup?.values.name} />
            <Field id="signup-email" label="Email" type="email" autoComplete="email" error={signup?.errors.email} defaultValue={signup?.values.email} />
            <Field id="signup-password" label={`Password (at least ${MIN_PASSWORD_LENGTH} characters)`} type="password" autoComplete="new-password" error={signup?.errors.password} />
            <Field id="signup-confirm" label="Password again" type="password" autoComplete="new-password" error={signup?.errors.confirm} />
            <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
              Create account
            </button>
          </Form>
          )}
        </section>
      </div>
    </div>
  );
}
