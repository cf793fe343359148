import type { CalendarEvent } from "~/lib/calendar/events";
import { SacredCalendar } from "./sacred-calendar";

/**
 * The calendar page's calendar (a React island, decision 0014): the month,
 * the type filter and the day panel. Choosing a day puts it in the address
 * (`?date=`, replacing the entry, so Back leaves the page), as a link to share.
 */
export function PageCalendar({ today, selected, seed }: { today: string; selected: string; seed: Record<number, CalendarEvent[]> }) {
  return (
    <SacredCalendar
      key={selected}
      today={today}
      initialSelected={selected}
      seed={seed}
      filter
      onSelectedChange={(date) => {
        const url = new URL(window.location.href);
        if (date) url.searchParams.set("date", date);
        else url.searchParams.delete("date");
        window.history.replaceState(window.history.state, "", url);
      }}
    />
  );
}
