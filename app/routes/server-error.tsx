import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SITE_URL } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/server-error";
import { STATIC_PAGE } from "~/lib/delivery";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

/** /server-error: the page shown when the server itself failed (spec §2, §8). Answers 500. */
export const loader = () => data({ ok: false }, { status: 500, headers: { "Cache-Control": "no-store" } });

export const meta: Route.MetaFunction = () =>
  buildMeta({ title: "Server Error", description: "The server could not complete the request. Please try again in a moment.", path: "/server-error", noindex: true }, SITE_URL);

export default function ServerError() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="font-serif text-6xl font-semibold text-primary">500</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold">The Server Could Not Answer</h1>
      <p className="mt-4 text-muted-foreground">
        Something failed on our side while preparing this page. Nothing you did caused it. Please wait a moment and try again.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>Return Home</Link>
        <Link to="/articles" className={buttonClass("outline")}>Read the articles</Link>
      </div>
    </div>
  );
}
