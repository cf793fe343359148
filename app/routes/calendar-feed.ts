import { yearFeed } from "~/content/calendar-feeds.server";
import type { Route } from "./+types/calendar-feed";

export const loader = ({ params }: Route.LoaderArgs) => yearFeed(params.file);
