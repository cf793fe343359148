import { createContext, useContext } from "react";
import { DayButton, DayPicker, labelDayButton, type DayButtonProps } from "react-day-picker";
import { CALENDAR_YEARS } from "~/lib/calendar/events";
import type { EventType } from "~/lib/calendar/events";
import { cn } from "~/lib/cn";
import { TYPE_STYLE } from "./event-badge";

/** "2026-11-24" to a local Date at midnight (react-day-picker works in local dates). */
export function toLocalDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A local Date to "2026-11-24". */
export function toIso(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

const FIRST = new Date(CALENDAR_YEARS[0]!, 0, 1);
const LAST = new Date(CALENDAR_YEARS.at(-1)!, 11, 31);

export interface MonthCalendarProps {
  /** The viewed month, any date in it. */
  month: string;
  onMonthChange: (month: string) => void;
  selected: string | undefined;
  onSelect: (date: string | undefined) => void;
  /** Today in Tiruvannamalai. */
  today: string;
  /** Types of the events on each date, for the markers. */
  eventTypes: Map<string, EventType[]>;
  label: string;
}

/**
 * The month calendar (react-day-picker): outside days shown, single
 * selection, days with events marked, month and year dropdowns across every
 * offered year. Arrow keys move by day, Page Up/Down by month.
 */
export function MonthCalendar({ month, onMonthChange, selected, onSelect, today, eventTypes, label }: MonthCalendarProps) {
  const eventDays = [...eventTypes.keys()].map(toLocalDate);
  return (
    <EventTypes.Provider value={eventTypes}>
    <DayPicker
      mode="single"
      aria-label={label}
      showOutsideDays
      fixedWeeks
      captionLayout="dropdown"
      startMonth={FIRST}
      endMonth={LAST}
      month={toLocalDate(month)}
      onMonthChange={(m) => onMonthChange(toIso(m))}
      selected={selected ? toLocalDate(selected) : undefined}
      onSelect={(d) => onSelect(d ? toIso(d) : undefined)}
      today={toLocalDate(today)}
      modifiers={{ hasEvents: eventDays }}
      labels={{
        labelDayButton: (date, modifiers, options, dateLib) =>
          `${labelDayButton(date, modifiers, options, dateLib)}${modifiers.hasEvents ? ", sacred events" : ""}`,
      }}
      components={{ DayButton: EventDayButton }}
      classNames={{
        root: "w-full max-w-sm select-none",
        months: "relative",
        month: "space-y-3",
        month_caption: "flex h-10 items-center",
        dropdowns: "flex items-center gap-2",
        dropdown_root: "relative inline-flex items-center rounded-md border border-border bg-background px-2 py-1 text-sm font-semibold has-focus-visible:ring-2 has-focus-visible:ring-ring",
        dropdown: "absolute inset-0 cursor-pointer opacity-0",
        caption_label: "inline-flex items-center gap-1",
        chevron: "h-4 w-4 fill-current",
        nav: "absolute top-0 right-0 z-10 flex h-10 items-center gap-1",
        button_previous: "inline-flex h-9 w-9 items-center justify-center rounded-md border border-border hover:bg-muted disabled:opacity-40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        button_next: "inline-flex h-9 w-9 items-center justify-center rounded-md border border-border hover:bg-muted disabled:opacity-40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "flex-1 py-1 text-center text-xs font-semibold text-muted-foreground",
        week: "flex",
        // One short class per cell and button (styled in app.css): 42 cells of long utility lists made most of the page's HTML.
        day: "group cal-day",
        day_button: "cal-day-button",
        today: "[&>button]:ring-2 [&>button]:ring-amber-500",
        outside: "",
        selected: "",
        hidden: "invisible",
      }}
    />
    </EventTypes.Provider>
  );
}

const EventTypes = createContext<Map<string, EventType[]>>(new Map());

/** The day button with a coloured dot per event type of that day. */
function EventDayButton({ children, ...props }: DayButtonProps) {
  const types = useContext(EventTypes).get(toIso(props.day.date)) ?? [];
  return (
    <DayButton {...props} data-has-events={types.length > 0 || undefined}>
      {children}
      {types.length > 0 && (
        <span aria-hidden className="absolute bottom-1 left-1/2 flex -translate-x-1/2 gap-0.5">
          {[...new Set(types)].slice(0, 3).map((t) => (
            <span key={t} className={cn("h-1.5 w-1.5 rounded-full", TYPE_STYLE[t].dot)} />
          ))}
        </span>
      )}
    </DayButton>
  );
}
