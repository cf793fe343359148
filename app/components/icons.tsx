/** The site's own icons that stand in for emoji (see ~/lib/text swapEmoji). */
import {
  BookOpen, Calendar, Clock, Droplet, Flame, Flower2, Footprints, HandHeart, Heart, Landmark,
  MapPin, Moon, Mountain, Music, Sparkles, Star, Sun, type LucideIcon,
} from "lucide-react";
import type { IconName, TextSegment } from "~/lib/text";
import { swapEmoji } from "~/lib/text";

const ICONS: Record<IconName, LucideIcon> = {
  "hand-heart": HandHeart, flame: Flame, moon: Moon, sun: Sun, mountain: Mountain, flower: Flower2,
  sparkles: Sparkles, star: Star, heart: Heart, calendar: Calendar, "map-pin": MapPin, clock: Clock,
  droplet: Droplet, footprints: Footprints, landmark: Landmark, music: Music, "book-open": BookOpen,
};

export function iconComponent(name: IconName): LucideIcon {
  return ICONS[name];
}

/** Renders text with any emoji replaced by the site's icons. */
export function IconText({ text }: { text: string }) {
  const segments: TextSegment[] = swapEmoji(text);
  return (
    <>
      {segments.map((seg, i) => {
        if (typeof seg === "string") return seg;
        const Icon = ICONS[seg.icon];
        return seg.label ? (
          <span key={i} role="img" aria-label={seg.label} className="inline-icon-wrap">
            <Icon aria-hidden className="inline-icon" />
          </span>
        ) : (
          <Icon key={i} aria-hidden className="inline-icon" />
        );
      })}
    </>
  );
}
