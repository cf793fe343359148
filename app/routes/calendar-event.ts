import { eventFeed } from "~/content/calendar-feeds.server";
import type { Route } from "./+types/calendar-event";

export const loader = ({ params }: Route.LoaderArgs) => eventFeed(params.date, params.file);
