/** The site's own icons that stand in for emoji (see ~/lib/text swapEmoji); rendered to HTML at build. */
import {
  BookOpen, Calendar, Clock, Droplet, Flame, Flower2, Footprints, HandHeart, Heart, Landmark,
  MapPin, Moon, Mountain, Music, Sparkles, Star, Sun, type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/lib/text";

const ICONS: Record<IconName, LucideIcon> = {
  "hand-heart": HandHeart, flame: Flame, moon: Moon, sun: Sun, mountain: Mountain, flower: Flower2,
  sparkles: Sparkles, star: Star, heart: Heart, calendar: Calendar, "map-pin": MapPin, clock: Clock,
  droplet: Droplet, footprints: Footprints, landmark: Landmark, music: Music, "book-open": BookOpen,
};

export function iconComponent(name: IconName): LucideIcon {
  return ICONS[name];
}
