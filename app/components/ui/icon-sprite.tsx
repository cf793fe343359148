import type { LucideIcon } from "lucide-react";

/**
 * One icon drawn many times on a page (a list of cards): the icon's SVG once, as a symbol, and a
 * short <use> for each card, instead of the full path in every card. Decorative only (aria-hidden).
 */
export function IconSymbol({ id, icon: Icon }: { id: string; icon: LucideIcon }) {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      <symbol id={id} viewBox="0 0 24 24">
        <Icon width={24} height={24} />
      </symbol>
    </svg>
  );
}

export function UseIcon({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
