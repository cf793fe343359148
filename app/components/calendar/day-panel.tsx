import { CalendarHeart, Sun } from "lucide-react";
import { formatFullDate, formatLongDate } from "~/lib/calendar/format";
import type { ReactNode } from "react";
import { EventCard, type CardEvent } from "./event-card";

/** The side panel for the selected date, in the three states of spec §2. */
export function DayPanel({
  selected,
  today,
  events,
  headingLevel = 2,
  extra,
}: {
  selected: string | undefined;
  today: string;
  events: CardEvent[];
  headingLevel?: 2 | 3;
  /** More about the selected day below its events (the calendar page's panchang). */
  extra?: ReactNode;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const summary = selected && extra;
  if (!selected) {
    return (
      <div className="rounded-xl border border-dashed border-border p-6 text-center" aria-live="polite">
        <CalendarHeart aria-hidden className="mx-auto h-8 w-8 text-primary" />
        <H className="mt-3 font-serif text-xl font-semibold">Select a Sacred Date</H>
        <p className="mt-2 text-muted-foreground">Choose any date from the calendar to discover sacred events, rituals, and auspicious timings.</p>
      </div>
    );
  }
  if (events.length === 0) {
    return (
      <div className="rounded-xl border border-border bg-card p-6 text-center" aria-live="polite">
        <Sun aria-hidden className="mx-auto h-8 w-8 text-amber-500" />
        <H className="mt-3 font-serif text-xl font-semibold">A Day of Natural Grace</H>
        <p className="mt-2 text-muted-foreground">No specific sacred events on {formatLongDate(selected)}</p>
        <p className="mt-2 text-muted-foreground">Every day at Arunachala remains auspicious for personal spiritual practice and devotion.</p>
        <div className="text-left">{summary}</div>
      </div>
    );
  }
  const isToday = selected === today;
  return (
    <div aria-live="polite">
      <H className="font-serif text-xl font-semibold">{formatFullDate(selected)}</H>
      {isToday && <p className="mt-1 text-sm font-semibold text-primary">Today&apos;s Sacred Events</p>}
      <div className="mt-4 space-y-4">
        {events.map((e) => (
          <EventCard key={`${e.date}-${e.slug ?? e.type}`} event={e} isToday={isToday} headingLevel={headingLevel === 2 ? 3 : 4} />
        ))}
      </div>
      {summary}
    </div>
  );
}
