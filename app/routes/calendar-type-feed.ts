import { typeFeed } from "~/content/calendar-feeds.server";
import type { Route } from "./+types/calendar-type-feed";

export const loader = ({ params }: Route.LoaderArgs) => typeFeed(params.year, params.file);
