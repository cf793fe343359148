import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export const ALERT_BOX = "rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100";

/**
 * A form's error for the whole form (a rate limit, a store that failed, a
 * file that could not be read), announced as it appears. `compact` fits it
 * inside a card.
 */
export function FormAlert({ children, className, compact = false }: { children: ReactNode; className?: string; compact?: boolean }) {
  return (
    <p role="alert" className={cn(ALERT_BOX, compact && "rounded-lg p-3 text-sm", className)}>
      {children}
    </p>
  );
}
