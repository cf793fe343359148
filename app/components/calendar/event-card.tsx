import { CalendarPlus, Clock, Footprints } from "lucide-react";
import type { CalendarEvent } from "~/lib/calendar/events";
import { eventLink, girivalamText } from "~/lib/calendar/query";
import { cn } from "~/lib/cn";
import { EventBadge } from "./event-badge";

/** What a card needs: the home cards use date, title, time and description (spec §3); the calendar page adds the ritual. */
export type CardEvent = Pick<CalendarEvent, "date" | "title" | "type" | "time" | "description"> &
  Partial<Pick<CalendarEvent, "ritual" | "begins" | "ends" | "girivalam" | "slug" | "sources">>;

/** `headingLevel` is the level of the ritual block's heading (one below the panel's heading). */
export function EventCard({ event, isToday, headingLevel = 3 }: { event: CardEvent; isToday: boolean; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? "h3" : "h4";
  return (
    <article
      className={cn(
        "rounded-xl border bg-card p-5 text-card-foreground shadow-sm",
        isToday ? "border-primary ring-2 ring-primary/40" : "border-border",
      )}
      data-today={isToday || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <EventBadge type={event.type} title={event.title} />
        {isToday && <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold tracking-wide text-primary-foreground uppercase">Today</span>}
      </div>
      <p className="mt-3 flex items-start gap-2 text-sm font-medium">
        <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
        <span>{event.time}</span>
      </p>
      {event.girivalam && (
        <p className="mt-2 flex items-start gap-2 text-sm font-medium">
          <Footprints aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
          <span>{girivalamText(event.girivalam)}</span>
        </p>
      )}
      <p className="mt-2 text-muted-foreground">{event.description}</p>
      {event.ritual && (
        <div className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
          <H className="text-sm font-bold">Ritual to Prioritize</H>
          <p className="mt-1 text-sm">{event.ritual}</p>
        </div>
      )}
      {event.sources && (
        <p className="mt-3 text-xs text-muted-foreground">
          Sources:{" "}
          {event.sources.map((s) => (
            <a key={s.url} href={s.url} className="mr-3 underline">
              {s.label}
            </a>
          ))}
        </p>
      )}
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={eventLink(event, "ics")} download className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          <CalendarPlus aria-hidden className="h-4 w-4" /> Add to calendar<span className="sr-only">: {event.title} (iCalendar file)</span>
        </a>
        <a href={eventLink(event, "google")} target="_blank" rel="nofollow noopener noreferrer" className="font-medium text-primary underline-offset-4 hover:underline">
          Google Calendar<span className="sr-only">: add {event.title} (opens in a new tab)</span>
        </a>
      </p>
    </article>
  );
}
