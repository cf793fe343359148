import { ContentPageView } from "~/components/content-page";
import { SITE_URL } from "~/config/site";
import { getPage } from "~/content/pages.server";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/festival";
import { STATIC_PAGE } from "~/lib/delivery";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

/** The festival guides of spec §2 (/festivals/{slug}); PAGES lists which exist. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  return { ...getPage(path.slice(1)), path };
}

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta({ title: data.title, description: data.description, path: data.path, type: "article" }, SITE_URL);

export default function Festival({ loaderData }: Route.ComponentProps) {
  return <ContentPageView {...loaderData} />;
}
