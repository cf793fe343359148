/**
 * /quiz (issue 16): a round of ten questions drawn from the bank by a seed, answered with a plain
 * form (GET, so it works without JavaScript and a round's address reproduces it), marked by the
 * server with every explanation and the page that teaches it. The last score is kept in this
 * browser as a cookie the server reads (no script, no account); it is never stored on the server.
 */
import { Check, CircleSlash, X } from "lucide-react";
import { data } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { quizBank } from "~/content/quiz.server";
import { STATIC_PAGE } from "~/lib/delivery";
import { formatLongDate, todayAt } from "~/lib/calendar/format";
import { buildMeta } from "~/lib/meta";
import { drawRound, markRound, MAX_SEED, parseQuizQuery, ROUND_SIZE, TOPICS } from "~/lib/quiz";
import type { Route } from "./+types/quiz";

export const handle = STATIC_PAGE;

const newSeed = () => 1 + Math.floor(Math.random() * (MAX_SEED - 1));

/** The last score, kept in the browser: "7-10-2026-11-23" (score, out of, the day in Tiruvannamalai). */
const LAST_SCORE = "arunachala_quiz_last";

function lastScore(request: Request): { score: number; total: number; date: string } | null {
  const cookie = request.headers.get("Cookie") ?? "";
  const m = new RegExp(`(?:^|;\\s*)${LAST_SCORE}=(\\d{1,2})-(\\d{1,2})-(\\d{4}-\\d{2}-\\d{2})(?:;|$)`).exec(cookie);
  if (!m) return null;
  const [score, total] = [Number(m[1]), Number(m[2])];
  return score <= total && total > 0 ? { score, total, date: m[3]! } : null;
}

export function loader({ request }: Route.LoaderArgs) {
  const bank = quizBank();
  const query = parseQuizQuery(new URL(request.url).searchParams, bank);
  const nextRound = newSeed();
  const last = lastScore(request);
  // A round drawn at random is new on every visit, and the page carries the reader's last score: never cached.
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!query.ok) return data({ error: query.error, nextRound, bankSize: bank.length, round: null, seed: null, result: null, last }, { status: 400, headers });
  const seed = query.seed ?? newSeed();
  const drawn = drawRound(bank, seed);
  // The form carries the questions without their answers.
  const round = drawn.map(({ id, topic, question, choices }) => ({ id, topic, question, choices }));
  const result = query.answers ? markRound(drawn, query.answers) : null;
  if (result) headers.append("Set-Cookie", `${LAST_SCORE}=${result.score}-${ROUND_SIZE}-${todayAt(Date.now())}; Path=/quiz; Max-Age=31536000; SameSite=Lax; HttpOnly`);
  return data({ error: null, nextRound, bankSize: bank.length, round, seed, result, last }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
};

export const meta: Route.MetaFunction = () =>
  buildMeta(
    {
      title: "Arunachala quiz: the hill, the temple, Girivalam and Sri Ramana",
      description: "Ten questions on Arunachala, its temple, Girivalam, Sri Ramana, the saints, hymns, festivals and practices, each answered with an explanation and the page that teaches it.",
      path: "/quiz",
      keywords: ["Arunachala quiz", "Tiruvannamalai quiz", "Ramana Maharshi quiz", "Girivalam quiz"],
    },
    SITE_URL,
  );

export default function Quiz({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current="Quiz" />
      <h1 className="font-serif text-4xl font-semibold sm:text-5xl">Arunachala quiz</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        {ROUND_SIZE} questions drawn from {d.bankSize}, on the hill, its temple, Girivalam, Sri Ramana, the saints, the hymns, the festivals and the practices. Each answer comes with its explanation and the page of this site that teaches it.
      </p>
      {d.last ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Your last score in this browser{d.result ? ", before this round" : ""}: {d.last.score} of {d.last.total} ({formatLongDate(d.last.date)}).
        </p>
      ) : null}
      {d.error ? (
        <div role="alert" className="mt-8 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          <p>{d.error}</p>
          <p className="mt-2">
            <a href={`/quiz?round=${d.nextRound}`} className="font-semibold underline">Start a new round</a>
          </p>
        </div>
      ) : d.result ? (
        <Results d={d} />
      ) : (
        <RoundForm d={d} />
      )}
    </div>
  );
}

type Data = Route.ComponentProps["loaderData"];

function RoundForm({ d }: { d: Data }) {
  return (
    <form method="get" action="/quiz" className="mt-8 space-y-6">
      <input type="hidden" name="round" value={d.seed!} />
      <input type="hidden" name="check" value="1" />
      <ol className="space-y-6">
        {d.round!.map((q, n) => (
          <li key={q.id} className="rounded-2xl border border-border bg-card p-5">
            <fieldset className="min-w-0">
              <legend>
                <span className="block text-sm font-semibold tracking-wide text-primary uppercase">
                  {n + 1} of {ROUND_SIZE} · {TOPICS[q.topic]}
                </span>
                <span className="mt-2 block font-serif text-xl font-semibold">{q.question}</span>
              </legend>
              <div className="mt-3 space-y-2">
                {q.choices.map((c, i) => (
                  <label key={c} className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring">
                    <input type="radio" name={`q-${q.id}`} value={i} className="mt-1 h-4 w-4 shrink-0 accent-primary" />
                    <span>{c}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="submit" className={buttonClass("primary", "lg")}>
        Check my answers
      </button>
    </form>
  );
}

function Results({ d }: { d: Data }) {
  const { score, marked } = d.result!;
  return (
    <section aria-labelledby="quiz-result" className="mt-8">
      <h2 id="quiz-result" className="font-serif text-3xl font-semibold" tabIndex={-1}>
        You scored {score} of {ROUND_SIZE}
      </h2>
      <p className="mt-2">
        <a href={`/quiz?round=${d.nextRound}`} className={buttonClass("primary", "md")}>
          Another round
        </a>{" "}
        <a href={`/quiz?round=${d.seed}`} className="ml-3 font-medium text-primary underline-offset-4 hover:underline">
          Try this round again
        </a>
      </p>
      <ol className="mt-8 space-y-6">
        {marked.map(({ question: q, chosen, right }, n) => (
          <li key={q.id} className="rounded-2xl border border-border bg-card p-5" data-right={right}>
            <p className="flex items-center gap-2 text-sm font-semibold">
              {right ? (
                <Check aria-hidden className="h-4 w-4 text-green-700 dark:text-green-400" />
              ) : chosen === null ? (
                <CircleSlash aria-hidden className="h-4 w-4 text-muted-foreground" />
              ) : (
                <X aria-hidden className="h-4 w-4 text-red-700 dark:text-red-400" />
              )}
              <span>
                {n + 1}. {right ? "Right" : chosen === null ? "Not answered" : "Not quite"}
              </span>
            </p>
            <h3 className="mt-2 font-serif text-xl font-semibold">{q.question}</h3>
            {!right && chosen !== null ? <p className="mt-2">Your answer: {q.choices[chosen]}</p> : null}
            <p className="mt-1 font-semibold">The answer: {q.choices[q.answer]}</p>
            <p className="mt-2 text-muted-foreground">{q.explanation}</p>
            <p className="mt-2 text-sm">
              <a href={q.link} className="font-medium text-primary underline-offset-4 hover:underline">
                Where the site explains this<span className="sr-only">: {q.question}</span>
              </a>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
