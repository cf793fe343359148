import { useState } from "react";
import type { CalendarEvent } from "~/lib/calendar/events";
import type { PanchangText } from "~/lib/calendar/panchang";
import { PanchangSummary, usePanchang } from "./panchang-summary";
import { SacredCalendar } from "./sacred-calendar";
import { TypeFilter } from "./type-filter";

/**
 * The calendar page's calendar (a React island, decision 0014): the month,
 * the type filter and the day panel. The page carries the events of the month
 * it opens on; the whole year comes from /calendar/{year}.json when it wakes.
 * Choosing a day puts it in the address (`?date=`, replacing the entry, so
 * Back leaves the page), as a link to share.
 */
export function PageCalendar({ today, selected, monthEvents, panchang }: { today: string; selected: string; monthEvents: CalendarEvent[]; panchang: PanchangText }) {
  const year = Number(selected.slice(0, 4));
  // The day panel's panchang follows the selected day (the page carries the first day's).
  const [day, setDay] = useState<string | undefined>(selected);
  const dayPanchang = usePanchang(day, panchang);
  return (
    <SacredCalendar
      key={selected}
      today={today}
      initialSelected={selected}
      seed={{ [year]: monthEvents }}
      partialYears={[year]}
      filterBar={(type, setType) => <TypeFilter type={type} onChange={setType} />}
      dayExtra={(date, level) => <PanchangSummary date={date} panchang={dayPanchang?.date === date ? dayPanchang : undefined} headingLevel={level} />}
      onSelectedChange={(date) => {
        setDay(date);
        const url = new URL(window.location.href);
        if (date) url.searchParams.set("date", date);
        else url.searchParams.delete("date");
        window.history.replaceState(window.history.state, "", url);
      }}
    />
  );
}
