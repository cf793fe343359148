import { googleRedirect } from "~/content/calendar-feeds.server";
import type { Route } from "./+types/calendar-event-google";

export const loader = ({ params }: Route.LoaderArgs) => googleRedirect(params.date, params.key);
