// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TooltipProvider } from "~/components/ui/tooltip";
import { computeYearEvents } from "~/lib/calendar/events";
import { DayPanel } from "./day-panel";
import { DeliveryContext } from "~/islands/island";
import { enhance } from "./deepam-countdown.enhance";
import { HeroCountdown } from "./home-calendar";
import { SacredCalendar } from "./sacred-calendar";
import { TypeFilter } from "./type-filter";

const events2026 = computeYearEvents(2026);

describe("DayPanel", () => {
  it("no date selected", () => {
    render(<DayPanel selected={undefined} today="2026-11-22" events={[]} />);
    expect(screen.getByRole("heading", { name: "Select a Sacred Date" })).toBeInTheDocument();
    expect(screen.getByText("Choose any date from the calendar to discover sacred events, rituals, and auspicious timings.")).toBeInTheDocument();
  });

  it("a day without events", () => {
    render(<DayPanel selected="2026-11-23" today="2026-11-22" events={[]} />);
    expect(screen.getByRole("heading", { name: "A Day of Natural Grace" })).toBeInTheDocument();
    expect(screen.getByText("No specific sacred events on November 23, 2026")).toBeInTheDocument();
    expect(screen.getByText("Every day at Arunachala remains auspicious for personal spiritual practice and devotion.")).toBeInTheDocument();
  });

  it("a day with events: weekday heading, one card each, ritual block; today marked", () => {
    const day = events2026.filter((e) => e.date === "2026-11-24");
    const { rerender } = render(<DayPanel selected="2026-11-24" today="2026-11-22" events={day} />, { wrapper: TooltipProvider });
    expect(screen.getByRole("heading", { name: "Tuesday, November 24, 2026" })).toBeInTheDocument();
    expect(screen.queryByText("Today's Sacred Events")).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getAllByRole("heading", { name: "Ritual to Prioritize" })).toHaveLength(2);
    expect(screen.queryByText("Today")).toBeNull();
    rerender(<DayPanel selected="2026-11-24" today="2026-11-24" events={day} />);
    expect(screen.getByText("Today's Sacred Events")).toBeInTheDocument();
    expect(screen.getAllByText("Today")).toHaveLength(2);
    expect(screen.getAllByRole("article")[0]).toHaveAttribute("data-today", "true");
    expect(screen.getAllByRole("link", { name: /Add to calendar/ })[0]).toHaveAttribute("href", "/calendar/event/2026-11-24/karthigai-deepam.ics");
  });

  it("explains the type in a tooltip on keyboard focus, closing on Escape", async () => {
    const user = userEvent.setup();
    render(<DayPanel selected="2026-11-24" today="2026-11-22" events={events2026.filter((e) => e.date === "2026-11-24")} />, { wrapper: TooltipProvider });
    await user.tab();
    expect(screen.getByRole("button", { name: /Karthigai Deepam/ })).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("A major festival in the sacred calendar.");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});

describe("SacredCalendar", () => {
  it("starts on the given day, selects another, deselects, and filters by type", async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn();
    render(<SacredCalendar today="2026-11-22" initialSelected="2026-11-22" seed={{ 2026: events2026 }} filterBar={(type, setType) => <TypeFilter type={type} onChange={setType} />} onSelectedChange={onSelectedChange} />);
    expect(screen.getByRole("heading", { name: "Sunday, November 22, 2026" })).toBeInTheDocument();
    const grid = screen.getByRole("grid");
    await user.click(within(grid).getByRole("button", { name: /November 24th, 2026/ }));
    expect(screen.getByRole("heading", { name: "Tuesday, November 24, 2026" })).toBeInTheDocument();
    expect(onSelectedChange).toHaveBeenLastCalledWith("2026-11-24");
    await user.click(screen.getByRole("button", { name: "Pradosham" }));
    expect(screen.getByRole("heading", { name: "A Day of Natural Grace" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "All events" }));
    await user.click(within(grid).getByRole("button", { name: /November 24th, 2026/ }));
    expect(screen.getByRole("heading", { name: "Select a Sacred Date" })).toBeInTheDocument();
    expect(onSelectedChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe("HeroCountdown", () => {
  afterEach(() => vi.useRealTimers());
  const dates = ["2025-12-03", "2026-11-24", "2027-12-12"];
  const values = () => ["days", "hours", "minutes"].map((u) => document.querySelector(`[data-unit="${u}"]`)!.textContent);
  /** The server's markup (as of the build day), brought to life as on an islands page. */
  function renderCountdown() {
    const view = render(
      <DeliveryContext.Provider value="islands">
        <HeroCountdown dates={dates} builtToday="2026-01-01" />
      </DeliveryContext.Provider>,
    );
    const island = view.container.querySelector<HTMLElement>('[data-island="deepam-countdown"]')!;
    expect(values()).toEqual(["–", "–", "–"]);
    const stop = enhance(island, JSON.parse(island.dataset.props!) as { dates: string[] });
    return { ...view, stop };
  }

  it("counts to 6 PM IST on the next Deepam, ticks every minute and holds at zero", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    // 22 Nov 2026, 4:59 PM IST: 2 days, 1 hour and 1 minute to go.
    vi.setSystemTime(Date.UTC(2026, 10, 22, 11, 29));
    renderCountdown();
    expect(values()).toEqual(["2", "1", "1"]);
    expect(screen.getByText(/Tuesday, November 24, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveAccessibleName(/November 24, 2026, 6 PM in Tiruvannamalai/);
    vi.advanceTimersByTime(60_000);
    expect(values()).toEqual(["2", "1", "0"]);
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 30));
    vi.advanceTimersByTime(60_000);
    expect(values()).toEqual(["0", "0", "0"]);
    vi.advanceTimersByTime(3 * 3_600_000);
    expect(values()).toEqual(["0", "0", "0"]);
  });

  it("on the festival evening after 6 PM shows zero, and the next day aims at next year", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 14, 0));
    const first = renderCountdown();
    expect(values()).toEqual(["0", "0", "0"]);
    first.stop();
    first.unmount();
    vi.setSystemTime(Date.UTC(2026, 10, 24, 18, 30)); // midnight IST
    renderCountdown();
    expect(screen.getByText(/December 12, 2027/)).toBeInTheDocument();
    expect(document.querySelector("[data-deepam-year]")!.textContent).toBe("2027");
  });

  it("on an app page the same module runs from an effect", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    // 4:58:30 PM IST: half a minute of slack, as waitFor moves the fake clock while it polls.
    vi.setSystemTime(Date.UTC(2026, 10, 22, 11, 28, 30));
    render(<HeroCountdown dates={dates} builtToday="2026-01-01" />);
    await vi.waitFor(() => expect(values()).toEqual(["2", "1", "1"]));
  });
});
