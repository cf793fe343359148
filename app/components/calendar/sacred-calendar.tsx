import { type ReactNode, useEffect, useMemo, useState } from "react";
import { TooltipProvider } from "~/components/ui/tooltip";
import { addDays } from "~/lib/calendar/astro";
import type { EventType } from "~/lib/calendar/events";
import { formatMonthYear } from "~/lib/calendar/format";
import { eventsOn } from "~/lib/calendar/query";
import { DayPanel } from "./day-panel";
import type { CardEvent } from "./event-card";
import { MonthCalendar } from "./month-calendar";
import { useCalendarYears } from "./use-calendar-years";

export interface SacredCalendarProps<E extends CardEvent> {
  /** Today in Tiruvannamalai. */
  today: string;
  /** The date selected at first (spec §4: today), or none. */
  initialSelected: string | undefined;
  /** Events already at hand, by year. */
  seed: Record<number, E[]>;
  /** Years of `seed` that hold only some events (the month shown): fetched whole when the calendar wakes. */
  partialYears?: readonly number[];
  /** The filter by type, drawn by the calendar page (the home calendar has none, and does not carry its code). */
  filterBar?: (type: EventType | "all", setType: (type: EventType | "all") => void) => ReactNode;
  /** Called when the selection changes (the page puts it in the URL). */
  onSelectedChange?: (date: string | undefined) => void;
  panelHeadingLevel?: 2 | 3;
  /** More about the selected day, below its events in the panel (the calendar page's panchang). */
  dayExtra?: (selected: string, headingLevel: 3 | 4) => ReactNode;
}

const year = (date: string) => Number(date.slice(0, 4));

/** The month calendar with its selected-day panel: the calendar page and the home section. */
export function SacredCalendar<E extends CardEvent>({ today, initialSelected, seed, partialYears, filterBar, onSelectedChange, panelHeadingLevel = 2, dayExtra }: SacredCalendarProps<E>) {
  const [selected, setSelected] = useState(initialSelected);
  const [month, setMonth] = useState((initialSelected ?? today).slice(0, 7) + "-01");
  const [type, setType] = useState<EventType | "all">("all");
  // Marks the calendar interactive (it may hydrate after the rest of the page).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The viewed month's grid reaches a week into the months around it.
  const wanted = [...new Set([year(addDays(month, -7)), year(month), year(addDays(month, 42)), ...(selected ? [year(selected)] : [])])];
  const events = useCalendarYears(seed, wanted, partialYears);
  const shown = useMemo(() => (type === "all" ? events : events.filter((e) => e.type === type)), [events, type]);
  const eventTypes = useMemo(() => {
    const map = new Map<string, EventType[]>();
    for (const e of shown) map.set(e.date, [...(map.get(e.date) ?? []), e.type]);
    return map;
  }, [shown]);

  const select = (date: string | undefined) => {
    setSelected(date);
    onSelectedChange?.(date);
  };

  return (
    <TooltipProvider>
      {filterBar?.(type, setType)}
      <div className="grid gap-8 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]" data-calendar-hydrated={hydrated || undefined}>
        <div>
          <p className="sr-only" aria-live="polite">
            {formatMonthYear(month)}
          </p>
          <MonthCalendar
            label="Sacred calendar"
            month={month}
            onMonthChange={setMonth}
            selected={selected}
            onSelect={select}
            today={today}
            eventTypes={eventTypes}
          />
        </div>
        <DayPanel
          selected={selected}
          today={today}
          events={selected ? eventsOn(shown, selected) : []}
          headingLevel={panelHeadingLevel}
          extra={selected && dayExtra?.(selected, panelHeadingLevel === 2 ? 3 : 4)}
        />
      </div>
    </TooltipProvider>
  );
}
