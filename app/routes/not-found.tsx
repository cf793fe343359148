import { data, redirect } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { NotFoundView } from "~/components/not-found";
import { SITE_URL } from "~/config/site";
import { buildMeta } from "~/lib/meta";
import { resolveRedirect } from "~/lib/redirects";
import type { Route } from "./+types/not-found";
import { STATIC_PAGE } from "~/lib/delivery";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

/**
 * Every path no other route claims. An old or aliased path is redirected
 * (the same table the server and the root's client middleware use); anything else is a 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = resolveRedirect({ pathname: url.pathname, search: url.search });
  if (target) throw redirect(target.location, target.status);
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta(
    { title: "Page Not Found", description: "The page you asked for does not exist on this site. Search the articles or return home.", path: location.pathname, noindex: true },
    SITE_URL,
  );

export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current="Page not found" />
      <NotFoundView />
    </div>
  );
}
