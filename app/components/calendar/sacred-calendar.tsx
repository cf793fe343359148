import { useEffect, useMemo, useState } from "react";
import { TooltipProvider } from "~/components/ui/tooltip";
import { addDays } from "~/lib/calendar/astro";
import { EVENT_TYPES, type EventType } from "~/lib/calendar/events";
import { formatMonthYear } from "~/lib/calendar/format";
import { eventsOn } from "~/lib/calendar/query";
import { TYPE_INFO } from "~/lib/calendar/types";
import { cn } from "~/lib/cn";
import type { PanchangText } from "~/lib/calendar/panchang";
import { DayPanel } from "./day-panel";
import type { CardEvent } from "./event-card";
import { TYPE_STYLE } from "./event-badge";
import { MonthCalendar } from "./month-calendar";
import { usePanchang } from "./panchang-summary";
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
  /** Show the filter by type (the calendar page). */
  filter?: boolean;
  /** Called when the selection changes (the page puts it in the URL). */
  onSelectedChange?: (date: string | undefined) => void;
  panelHeadingLevel?: 2 | 3;
  /** Show the selected day's panchang in the panel, seeded with the first day's (the calendar page). */
  panchang?: { seed: PanchangText };
}

const year = (date: string) => Number(date.slice(0, 4));

/** The month calendar with its selected-day panel: the calendar page and the home section. */
export function SacredCalendar<E extends CardEvent>({ today, initialSelected, seed, partialYears, filter = false, onSelectedChange, panelHeadingLevel = 2, panchang }: SacredCalendarProps<E>) {
  const [selected, setSelected] = useState(initialSelected);
  const [month, setMonth] = useState((initialSelected ?? today).slice(0, 7) + "-01");
  const [type, setType] = useState<EventType | "all">("all");
  // Marks the calendar interactive (it may hydrate after the rest of the page).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The viewed month's grid reaches a week into the months around it.
  const wanted = [...new Set([year(addDays(month, -7)), year(month), year(addDays(month, 42)), ...(selected ? [year(selected)] : [])])];
  const events = useCalendarYears(seed, wanted, partialYears);
  const dayPanchang = usePanchang(panchang ? selected : undefined, panchang?.seed);
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
      {filter && (
        <div className="mb-6 flex gap-2 overflow-x-auto pb-1" role="group" aria-label="Show events of type">
          {(["all", ...EVENT_TYPES] as const).map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={type === t}
              onClick={() => setType(t)}
              className={cn(
                "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium",
                type === t ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:bg-muted",
              )}
            >
              {t !== "all" && <span aria-hidden className={cn("h-2 w-2 rounded-full", TYPE_STYLE[t].dot)} />}
              {t === "all" ? "All events" : TYPE_INFO[t].label}
            </button>
          ))}
        </div>
      )}
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
          panchang={panchang ? (dayPanchang ?? null) : undefined}
        />
      </div>
    </TooltipProvider>
  );
}
