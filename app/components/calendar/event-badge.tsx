import { CalendarHeart, Droplets, Flame, Leaf, Moon, MoonStar, Sparkles, Sunset } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import type { EventType } from "~/lib/calendar/events";
import { TYPE_INFO } from "~/lib/calendar/types";
import { cn } from "~/lib/cn";

/**
 * Badge colours of spec §9: blue full moon, purple pradosham, red shivaratri, orange monthly shivaratri,
 * green ekadashi, grey amavasya, amber festival; and for the types added with the festival year (decision
 * 0018), fuchsia Krittika and teal Ramanasramam. Each badge also has its own icon and its name in words.
 */
type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** A star of our own in lucide's style (a 24-unit box, 2-unit round strokes): lighter than the library's, and the home calendar is near its budget. */
const StarIcon: Icon = (props) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
    <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6-4.5-4.1 6-.7z" />
  </svg>
);

export const TYPE_STYLE: Record<EventType, { icon: Icon; badge: string; dot: string }> = {
  fullMoon: { icon: Moon, badge: "bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-800", dot: "bg-blue-600" },
  pradosham: { icon: Sunset, badge: "bg-purple-100 text-purple-900 ring-purple-300 dark:bg-purple-950 dark:text-purple-100 dark:ring-purple-800", dot: "bg-purple-600" },
  shivaratri: { icon: Sparkles, badge: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800", dot: "bg-red-600" },
  masikShivaratri: { icon: MoonStar, badge: "bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-800", dot: "bg-orange-500" },
  ekadashi: { icon: Leaf, badge: "bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100 dark:ring-green-800", dot: "bg-green-600" },
  amavasya: { icon: Droplets, badge: "bg-gray-200 text-gray-900 ring-gray-300 dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600", dot: "bg-gray-500" },
  festival: { icon: Flame, badge: "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800", dot: "bg-amber-500" },
  krittika: { icon: StarIcon, badge: "bg-fuchsia-100 text-fuchsia-900 ring-fuchsia-300 dark:bg-fuchsia-950 dark:text-fuchsia-100 dark:ring-fuchsia-800", dot: "bg-fuchsia-600" },
  ramana: { icon: CalendarHeart, badge: "bg-teal-100 text-teal-900 ring-teal-300 dark:bg-teal-950 dark:text-teal-100 dark:ring-teal-800", dot: "bg-teal-600" },
};

/** The coloured badge with icon and title; its tooltip explains the type (hover after 700 ms, or keyboard focus). */
export function EventBadge({ type, title }: { type: EventType; title: string }) {
  const { icon: Icon, badge } = TYPE_STYLE[type];
  return (
    <Tooltip content={TYPE_INFO[type].explanation}>
      <button
        type="button"
        className={cn("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset", badge)}
      >
        <Icon aria-hidden className="h-4 w-4 shrink-0" />
        <span>{title}</span>
        <span className="sr-only"> ({TYPE_INFO[type].label})</span>
      </button>
    </Tooltip>
  );
}
