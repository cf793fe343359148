// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP } from "~/config/site";
import { Tooltip, TooltipProvider } from "./tooltip";

describe("Tooltip", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderTip = () =>
    render(
      <TooltipProvider>
        <Tooltip content="Full moon: the most auspicious time for Girivalam">
          <button type="button">Full moon</button>
        </Tooltip>
      </TooltipProvider>,
    );

  it("uses the spec's timing", () => {
    expect(TOOLTIP).toEqual({ delay: 700, skipDelay: 300, offset: 4 });
  });

  it("opens only after 700 ms of hover and closes on Escape", async () => {
    renderTip();
    const trigger = screen.getByRole("button", { name: "Full moon" });
    fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    await act(async () => vi.advanceTimersByTime(600));
    expect(screen.queryByRole("tooltip")).toBeNull();
    await act(async () => vi.advanceTimersByTime(150));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Full moon: the most auspicious time for Girivalam");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens at once on keyboard focus", () => {
    renderTip();
    fireEvent.focus(screen.getByRole("button", { name: "Full moon" }));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
  });
});
