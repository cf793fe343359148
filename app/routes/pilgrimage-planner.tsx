/**
 * /pilgrimage-planner (issue 16): a form the server answers (GET, so a plan's address is its share
 * link), with the plan built from the calendar engine's events for the dates asked. Works without
 * JavaScript: the plan's link, its calendar file and a print stylesheet need none.
 * /pilgrimage-planner/plan.ics is the same plan as an iCalendar file.
 */
import { CalendarArrowDown, Link2, Printer, RotateCw, Share2, TriangleAlert } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { allEvents } from "~/content/calendar.server";
import { PLANNER_FACTS, PLANNER_FACTS_CHECKED } from "~/content/guides/planner-facts";
import { planFor } from "~/content/guides/planner.server";
import { addDays } from "~/lib/calendar/astro";
import { FIRST_YEAR, LAST_YEAR } from "~/lib/calendar/events";
import { formatFullDate, todayAt } from "~/lib/calendar/format";
import { isFullMoon, walkingNight } from "~/lib/calendar/query";
import { STATIC_PAGE } from "~/lib/delivery";
import { buildMeta } from "~/lib/meta";
import { parsePlanQuery } from "~/lib/forms/planner.server";
import { INTERESTS, MAX_DAYS, nextWeekend, PART_LABEL, planSearch, staySummary, type Interest } from "~/lib/planner";
import { formatDate } from "~/components/content-page";
import type { Route } from "./+types/pilgrimage-planner";

/** Plain HTML: the form works without JavaScript; the Share button is the enhancement module's. */
export const handle = STATIC_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const today = todayAt(Date.now());
  // The quick choices: the next weekend, or the next full-moon night (and the morning after).
  const when = params.get("when");
  if (when !== null) {
    const keep = new URLSearchParams(params);
    keep.delete("when");
    keep.delete("from");
    keep.delete("to");
    let dates: { from: string; to: string } | undefined;
    if (when === "weekend") dates = nextWeekend(today);
    if (when === "full-moon") {
      const moon = allEvents().find((e) => isFullMoon(e) && walkingNight(e) >= today);
      if (moon) dates = { from: walkingNight(moon), to: addDays(walkingNight(moon), 1) };
    }
    if (!dates) throw data("Choose your dates, the next weekend or the next full-moon night.", { status: 400 });
    return redirect(`/pilgrimage-planner?from=${dates.from}&to=${dates.to}${keep.size ? `&${keep.toString()}` : ""}`);
  }
  const query = parsePlanQuery(params);
  const base = { today, years: { first: FIRST_YEAR, last: LAST_YEAR }, asked: Object.fromEntries(["from", "to", "elderly", "children"].map((k) => [k, params.get(k) ?? ""])), askedInterests: params.getAll("i") };
  if (query.ok === "empty") return data({ ...base, plan: null, errors: null });
  if (query.ok === false) return data({ ...base, plan: null, errors: query.errors }, { status: 400 });
  return data({ ...base, plan: planFor(query.request), errors: null }, { headers: { "Cache-Control": "public, max-age=3600" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=300",
});

export const meta: Route.MetaFunction = ({ data: d }) =>
  buildMeta(
    {
      title: d?.plan ? `Your Arunachala plan: ${staySummary(d.plan.request)}` : "Pilgrimage planner: your days at Arunachala, on the real calendar",
      description: "Give your dates and who is travelling: a day-by-day plan for Tiruvannamalai with the full-moon night, Pradosham and festivals that fall in your stay, temple and ashram hours, and warnings.",
      path: "/pilgrimage-planner",
      keywords: ["Tiruvannamalai itinerary", "Arunachala pilgrimage plan", "Girivalam full moon dates", "Tiruvannamalai 2 day plan"],
    },
    SITE_URL,
  );

export default function PilgrimagePlanner({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current="Pilgrimage planner" />
      <h1 className="font-serif text-4xl font-semibold sm:text-5xl">Pilgrimage planner</h1>
      <p className="mt-4 text-lg text-muted-foreground print:hidden">
        Give your dates and who is coming. The plan is built from the site&apos;s calendar for Tiruvannamalai: the full-moon night if your stay has one, Pradosham and the festivals that fall in it, with the temple&apos;s and the ashram&apos;s hours and what to watch for.
      </p>
      <PlannerForm d={d} />
      {d.plan ? <PlanView plan={d.plan} /> : null}
    </div>
  );
}

type Data = Route.ComponentProps["loaderData"];

function fieldError(errors: Data["errors"], name: string) {
  return errors?.[name];
}

function PlannerForm({ d }: { d: Data }) {
  const errors = d.errors;
  const chosen = (i: Interest) => (d.plan ? d.plan.request.interests.includes(i) : d.askedInterests.length === 0 || d.askedInterests.includes(i));
  const min = `${d.years.first}-01-01`;
  const max = `${d.years.last}-12-31`;
  const inputClass = "mt-1 block w-full rounded-lg border border-input bg-background px-3 py-2 text-base aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400";
  return (
    <form method="get" action="/pilgrimage-planner" className="mt-8 space-y-6 rounded-2xl border border-border bg-card p-5 sm:p-6 print:hidden" noValidate>
      {errors ? (
        <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">The plan could not be made:</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>
                {field === "from" || field === "to" ? <a href={`#plan-${field}`} className="underline">{message}</a> : message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset>
        <legend className="font-serif text-xl font-semibold">Your dates</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {(["from", "to"] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`plan-${name}`} className="font-medium">
                {name === "from" ? "Arriving on" : "Leaving on"}
              </label>
              <input
                id={`plan-${name}`}
                name={name}
                type="date"
                required
                min={min}
                max={max}
                defaultValue={d.plan ? d.plan.request[name] : d.asked[name]}
                aria-invalid={fieldError(errors, name) ? true : undefined}
                aria-describedby={fieldError(errors, name) ? `plan-${name}-error` : undefined}
                className={inputClass}
              />
              {fieldError(errors, name) ? (
                <p id={`plan-${name}-error`} className="mt-1 text-sm text-red-800 dark:text-red-300">
                  {fieldError(errors, name)}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          Up to {MAX_DAYS} days, from {d.years.first} to {d.years.last}. Or plan for:
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="submit" name="when" value="weekend" formNoValidate className={buttonClass("outline", "sm")}>
            My next free weekend
          </button>
          <button type="submit" name="when" value="full-moon" formNoValidate className={buttonClass("outline", "sm")}>
            The next full-moon night
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-serif text-xl font-semibold">Who is travelling</legend>
        <div className="mt-3 space-y-2">
          <Check name="elderly" label="Elderly pilgrims, or anyone who cannot walk far" checked={d.plan ? d.plan.request.elderly : d.asked.elderly !== ""} />
          <Check name="children" label="Children" checked={d.plan ? d.plan.request.children : d.asked.children !== ""} />
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-serif text-xl font-semibold">What you came for</legend>
        <div className="mt-3 space-y-2">
          {(Object.keys(INTERESTS) as Interest[]).map((i) => (
            <Check key={i} name="i" value={i} label={INTERESTS[i]} checked={chosen(i)} />
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass("primary", "lg")}>
        Make my plan
      </button>
    </form>
  );
}

function Check({ name, value = "1", label, checked }: { name: string; value?: string; label: string; checked: boolean }) {
  const id = `plan-${name}-${value}`;
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" name={name} value={value} defaultChecked={checked} className="mt-1 h-5 w-5 shrink-0 accent-primary" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

type PlanData = NonNullable<Data["plan"]>;

function PlanView({ plan }: { plan: PlanData }) {
  const search = planSearch(plan.request);
  return (
    <section aria-labelledby="plan-heading" className="mt-12">
      <h2 id="plan-heading" className="font-serif text-3xl font-semibold">
        Your plan
      </h2>
      <p className="mt-2 text-lg">{staySummary(plan.request)}</p>
      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm print:hidden">
        <a href={`/pilgrimage-planner${search}`} className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
          <Link2 aria-hidden className="h-4 w-4" /> Link to this plan
        </a>
        <button type="button" data-share="" data-share-path={`/pilgrimage-planner${search}`} data-share-title={`Arunachala plan: ${staySummary(plan.request)}`} data-share-copied="The link opens this plan." className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
          <Share2 aria-hidden className="h-4 w-4" /> Share the plan
        </button>
        <a href={`/pilgrimage-planner/plan.ics${search}`} download className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
          <CalendarArrowDown aria-hidden className="h-4 w-4" /> Add to calendar (iCalendar file)
        </a>
      </div>
      <p className="mt-2 text-sm text-muted-foreground print:hidden">
        <Printer aria-hidden className="mr-1 inline h-4 w-4 align-[-2px]" />
        To print the plan, use your browser&apos;s Print: the form and the menus are left off the paper.
      </p>

      {plan.warnings.length > 0 ? (
        <div className="mt-6 space-y-3">
          {plan.warnings.map((w) => (
            <div key={w.title} className="rounded-xl border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
              <p className="flex items-center gap-2 font-semibold">
                <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" /> {w.title}
              </p>
              <p className="mt-1">{w.text}</p>
              <p className="mt-1 text-sm">{w.facts.map((f) => PLANNER_FACTS[f].text).join(" ")}</p>
            </div>
          ))}
        </div>
      ) : null}

      <ol className="mt-8 space-y-8">
        {plan.days.map((day, n) => (
          <li key={day.date} className="rounded-2xl border border-border bg-card p-5 break-inside-avoid sm:p-6">
            <h3 className="font-serif text-2xl font-semibold">
              Day {n + 1} <span className="text-muted-foreground">·</span> <time dateTime={day.date}>{formatFullDate(day.date)}</time>
            </h3>
            {day.kept.length > 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">
                The calendar keeps:{" "}
                {day.kept.map((k, i) => (
                  <span key={k.title}>
                    {i > 0 ? "; " : ""}
                    <span className="font-medium text-foreground">{k.title}</span>
                    {k.title.toLowerCase().includes(k.label.toLowerCase()) ? null : ` (${k.label.toLowerCase()})`}
                  </span>
                ))}
                . <Link to={`/spiritual-calendars?date=${day.date}`} className="underline">The day in the calendar</Link>
              </p>
            ) : null}
            <ul className="mt-4 space-y-5">
              {day.items.map((item) => (
                <li key={item.title} className="grid gap-1 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-4">
                  <p className="text-sm font-semibold tracking-wide text-primary uppercase">{PART_LABEL[item.part]}</p>
                  <div>
                    <h4 className="flex items-center gap-2 font-semibold">
                      {item.window ? <RotateCw aria-hidden className="h-4 w-4 shrink-0" /> : null}
                      {item.title}
                    </h4>
                    <p className="mt-1">{item.text}</p>
                    {item.notes.map((note) => (
                      <p key={note} className="mt-1 text-muted-foreground">
                        {note}
                      </p>
                    ))}
                    {item.facts.length > 0 ? <p className="mt-1 text-sm text-muted-foreground">{item.facts.map((f) => PLANNER_FACTS[f].text).join(" ")}</p> : null}
                    {item.href ? (
                      <p className="mt-1 text-sm print:hidden">
                        <Link to={item.href} className="font-medium text-primary underline-offset-4 hover:underline">
                          {HREF_LABEL[item.href.split("?")[0]!] ?? "More"}
                        </Link>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      {plan.nextFullMoon ? (
        <p className="mt-8 rounded-xl border border-border p-4">
          <span className="font-semibold">The next full-moon night after your stay</span> is {formatFullDate(plan.nextFullMoon.night)}. {plan.nextFullMoon.text}{" "}
          <Link to="/full-moon-events" className="text-primary underline">Every full-moon night</Link>
        </p>
      ) : null}

      <details className="mt-10 border-t border-border pt-6 text-sm">
        <summary className="cursor-pointer font-serif text-lg font-semibold">Where these facts come from</summary>
        <p className="mt-2 text-muted-foreground">
          Dates and times are computed for Tiruvannamalai by the site&apos;s calendar. Hours, rules and crowd figures were last checked{" "}
          <time dateTime={PLANNER_FACTS_CHECKED}>{formatDate(PLANNER_FACTS_CHECKED)}</time>; they change, above all at festivals, so confirm them locally.
        </p>
        <ul className="mt-3 space-y-2">
          {plan.facts.map((f) => (
            <li key={f}>
              {PLANNER_FACTS[f].text}{" "}
              {PLANNER_FACTS[f].sources.map((s, i) => (
                <a key={s} href={s} className="mr-2 text-muted-foreground underline" rel="noopener noreferrer">
                  source {i + 1}
                  <span className="sr-only">: {new URL(s).hostname}</span>
                </a>
              ))}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

const HREF_LABEL: Record<string, string> = {
  "/girivalam-guide": "The Girivalam guide",
  "/temple-guide": "The temple guide",
  "/ramana": "Sri Ramana's life and works",
  "/ritual-guide": "What is done, and why",
  "/spiritual-calendars": "The day in the calendar",
};
