import { Accessibility, BedDouble, Bus, CalendarDays, Flower2, HandHeart, HeartPulse, Landmark, RotateCw, Route, ShieldCheck, Utensils, Wallet, type LucideIcon } from "lucide-react";
import { GUIDE_CATEGORIES } from "~/content/guides/categories";

// Icons the calendar island does not use: one it shares with a route module is split into a chunk of its own, which the islands pages then load.

const ICONS: Record<string, LucideIcon> = {
  "getting-there": Bus,
  when: CalendarDays,
  planner: Route,
  temple: Landmark,
  girivalam: RotateCw,
  rituals: Flower2,
  staying: BedDouble,
  food: Utensils,
  health: HeartPulse,
  safety: ShieldCheck,
  money: Wallet,
  etiquette: HandHeart,
  access: Accessibility,
};

/** The practical-guide hub's categories as cards (slot [[guides practical]]), each a link to its guide or section. */
export function GuideCards() {
  return (
    <nav aria-label="Practical guides">
      <ul className="grid gap-3 sm:grid-cols-2">
        {GUIDE_CATEGORIES.map((c) => {
          const Icon = ICONS[c.id] ?? Route;
          return (
            <li key={c.id} className="relative flex gap-3 rounded-xl border border-border bg-card p-4 transition hover:border-primary focus-within:ring-2 focus-within:ring-ring">
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              <div>
                <a href={c.href} className="font-semibold after:absolute after:inset-0 hover:underline focus:outline-none">
                  {c.title}
                </a>
                <p className="mt-0.5 text-sm text-muted-foreground">{c.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
