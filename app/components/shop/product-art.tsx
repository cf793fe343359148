import { BookOpen, Flame, Image, Sparkles, Wind } from "lucide-react";
import type { ProductKind } from "~/lib/shop";

const ICONS = { book: BookOpen, mala: Sparkles, lamp: Flame, incense: Wind, print: Image } as const;

/** A drawn tile for a product (we show no photographs we have not taken). */
export function ProductArt({ kind, className = "" }: { kind: ProductKind; className?: string }) {
  const Icon = ICONS[kind];
  return (
    <div className={`flex aspect-[4/3] items-center justify-center rounded-xl bg-gradient-to-br from-amber-100 to-orange-200 text-orange-900 dark:from-stone-800 dark:to-orange-950 dark:text-orange-200 ${className}`} aria-hidden>
      <Icon className="h-16 w-16" strokeWidth={1.25} />
    </div>
  );
}
