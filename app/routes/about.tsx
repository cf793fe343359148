import { ContentPageView } from "~/components/content-page";
import { SITE_URL } from "~/config/site";
import { getPage } from "~/content/pages.server";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/about";
import { STATIC_PAGE } from "~/lib/delivery";

/** A reading page: no framework JavaScript (decision 0014). */
export const handle = STATIC_PAGE;

export const loader = () => getPage("about");

export const meta: Route.MetaFunction = ({ data }) =>
  buildMeta({ title: data.title, description: data.description, path: "/about" }, SITE_URL);

export default function About({ loaderData }: Route.ComponentProps) {
  return <ContentPageView {...loaderData} />;
}
