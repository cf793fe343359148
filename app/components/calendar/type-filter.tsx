import { EVENT_TYPES, type EventType } from "~/lib/calendar/events";
import { TYPE_INFO } from "~/lib/calendar/types";
import { cn } from "~/lib/cn";
import { TYPE_STYLE } from "./event-badge";

/** The calendar page's filter by event type: one toggle per type, each with its colour dot and its name. */
export function TypeFilter({ type, onChange }: { type: EventType | "all"; onChange: (type: EventType | "all") => void }) {
  return (
    <div className="mb-6 flex gap-2 overflow-x-auto pb-1" role="group" aria-label="Show events of type">
      {(["all", ...EVENT_TYPES] as const).map((t) => (
        <button
          key={t}
          type="button"
          aria-pressed={type === t}
          onClick={() => onChange(t)}
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
  );
}
