import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import { TOOLTIP } from "~/config/site";

/**
 * Provider with the spec's timing: 700 ms delay, 300 ms skip window. Pages that
 * use tooltips wrap their content in it, so pages without tooltips load none of
 * this code.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP.delay} skipDelayDuration={TOOLTIP.skipDelay}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** A tooltip on its trigger, offset 4 px (spec §9). Closes on Escape, outside click, scroll or leave. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={TOOLTIP.offset}
          className="z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-sm text-background shadow-md"
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
