import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { PLANNER_FACTS } from "~/content/guides/planner-facts";
import { computeYearEvents } from "./calendar/events";
import { planICalendar } from "./planner-ics";
import { parsePlanQuery } from "./forms/planner.server";
import { INTERESTS, makePlan, MAX_DAYS, nextWeekend, planSearch, type Interest, type PlanRequest } from "./planner";

const events = [...computeYearEvents(2026), ...computeYearEvents(2027)];
const ALL = Object.keys(INTERESTS) as Interest[];
const plan = (from: string, to: string, more: Partial<PlanRequest> = {}) => makePlan({ from, to, elderly: false, children: false, interests: ALL, ...more }, events);
const titles = (p: ReturnType<typeof plan>) => p.days.map((d) => d.items.map((i) => `${i.part}: ${i.title}`));

describe("the pilgrimage planner", () => {
  it("puts Girivalam on the full-moon night of a stay that has one (Margazhi 2026, walked on the 23rd)", () => {
    const p = plan("2026-12-22", "2026-12-25");
    expect(p.walk).toBe("full-moon");
    expect(p.days.map((d) => d.date)).toEqual(["2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25"]);
    const walk = p.days[1]!.items.find((i) => i.part === "night")!;
    expect(walk.title).toBe("Girivalam on the full-moon night (Margazhi Pournami)");
    expect(walk.text).toContain("Walk on the night of Wed, Dec 23");
    expect(Date.parse(walk.window!.end) - Date.parse(walk.window!.start)).toBeGreaterThan(3 * 3600_000);
    // The temple and the ashram each get a morning of their own, not the arrival morning.
    const mornings = p.days.map((d) => d.items.filter((i) => i.part === "morning").map((i) => i.title));
    expect(mornings[1]).toEqual(["Darshan at the Arunachaleswarar temple"]);
    expect(mornings[2]).toEqual(["Sri Ramanasramam, then up to Skandashram and Virupaksha cave"]);
    expect(p.nextFullMoon).toBeUndefined();
    expect(p.warnings.map((w) => w.title)).toEqual(["A full-moon night"]);
    // Every fact the plan states is listed with its sources.
    for (const f of p.days.flatMap((d) => d.items.flatMap((i) => i.facts))) expect(p.facts).toContain(f);
  });

  it("warns of Karthigai Deepam and picks the full-moon night of the Deepam week", () => {
    const p = plan("2026-11-22", "2026-11-25", { elderly: true });
    expect(p.warnings[0]!.title).toBe("Karthigai Deepam on Tuesday, November 24, 2026");
    expect(p.warnings[0]!.facts).toEqual(["deepam"]);
    // Karthigai Pournami 2026 is in force on the nights of the 23rd and the 24th; the 23rd holds more of it.
    const night = p.days.find((d) => d.items.some((i) => i.window))!;
    expect(night.date).toBe("2026-11-23");
    expect(p.days.find((d) => d.date === "2026-11-24")!.items.map((i) => i.title)).toContain("Karthigai Deepam (Maha Deepam)");
    expect(p.days.find((d) => d.date === "2026-11-24")!.kept.map((k) => k.title)).toEqual(expect.arrayContaining(["Karthigai Deepam (Maha Deepam)", "Karthigai Pournami"]));
    // With elderly pilgrims: the walk by auto and the temple's battery car are offered, with their sources.
    expect(p.facts).toEqual(expect.arrayContaining(["girivalamByAuto", "batteryCar"]));
  });

  it("with no full moon or Shivaratri in the stay, walks at dawn on the first full day and names the next full-moon night", () => {
    const p = plan("2027-03-01", "2027-03-03");
    expect(p.walk).toBe("dawn");
    expect(titles(p)[1]![0]).toBe("dawn: Girivalam at first light");
    expect(p.nextFullMoon?.night).toMatch(/^2027-03-2\d$/);
    expect(p.warnings).toEqual([]);
    // The temple goes to another morning than the dawn walk.
    expect(titles(p)[1]).not.toContain("morning: Darshan at the Arunachaleswarar temple");
  });

  it("walks on Maha Shivaratri night when the stay has no full moon but has that night", () => {
    const shivaratri = events.find((e) => e.type === "shivaratri" && e.date.startsWith("2027"))!;
    const p = plan(shivaratri.date, shivaratri.date.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, "0")));
    expect(p.walk).toBe("shivaratri");
    expect(p.days[0]!.items.map((i) => i.title)).toContain("Girivalam on Maha Shivaratri night");
  });

  it("plans only what was asked for, and warns of the heat in April and May", () => {
    const p = plan("2027-05-03", "2027-05-04", { interests: ["temple"] });
    expect(p.walk).toBe("none");
    expect(p.days.flatMap((d) => d.items.map((i) => i.title))).toContain("Darshan at the Arunachaleswarar temple");
    expect(p.days.flatMap((d) => d.items.map((i) => i.title))).not.toContain("Girivalam at first light");
    expect(p.warnings.map((w) => w.title)).toContain("Heat in April and May");
  });

  it("reads a plan's address, and refuses bad ones with a message per field", () => {
    const q = parsePlanQuery(new URLSearchParams("from=2026-12-22&to=2026-12-25&elderly=1&i=temple&i=ramana"));
    expect(q).toEqual({ ok: true, request: { from: "2026-12-22", to: "2026-12-25", elderly: true, children: false, interests: ["temple", "ramana"] } });
    expect(planSearch((q as { request: PlanRequest }).request)).toBe("?from=2026-12-22&to=2026-12-25&elderly=1&i=temple&i=ramana");
    expect(parsePlanQuery(new URLSearchParams(""))).toEqual({ ok: "empty" });
    expect(parsePlanQuery(new URLSearchParams("from=2026-12-25&to=2026-12-22"))).toEqual({ ok: false, errors: { to: "The day you leave comes before the day you arrive." } });
    expect(parsePlanQuery(new URLSearchParams("from=2026-12-01&to=2026-12-31"))).toEqual({ ok: false, errors: { to: `The planner plans stays of up to ${MAX_DAYS} days.` } });
    expect(parsePlanQuery(new URLSearchParams("from=2027-02-30&to=2027-03-01"))).toMatchObject({ ok: false, errors: { from: "The arrival date is not a date the calendar covers." } });
    expect(parsePlanQuery(new URLSearchParams("from=2026-12-22&to=2026-12-23&i=shopping"))).toMatchObject({ ok: false });
    expect(parsePlanQuery(new URLSearchParams("to=2026-12-23"))).toMatchObject({ ok: false, errors: { from: "Choose the day you arrive." } });
  });

  it("finds the next weekend", () => {
    expect(nextWeekend("2026-11-23")).toEqual({ from: "2026-11-28", to: "2026-11-29" }); // a Monday
    expect(nextWeekend("2026-11-28")).toEqual({ from: "2026-11-28", to: "2026-11-29" }); // a Saturday
    expect(nextWeekend("2026-11-29")).toEqual({ from: "2026-12-05", to: "2026-12-06" }); // a Sunday
  });

  it("every fact the planner can state has a source", () => {
    for (const [id, f] of Object.entries(PLANNER_FACTS)) {
      expect(f.sources.length, id).toBeGreaterThan(0);
      for (const s of f.sources) expect(s, id).toMatch(/^https?:\/\//);
    }
  });
});

describe("the plan as an iCalendar file", () => {
  it("parses back: a day per day, and the walk timed over its night", () => {
    const ics = planICalendar(plan("2026-12-22", "2026-12-25"), "https://example.org");
    const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(5);
    const walk = vevents.find((v) => String(v.getFirstPropertyValue("summary")).startsWith("Girivalam"))!;
    expect((walk.getFirstPropertyValue("dtstart") as ICAL.Time).isDate).toBe(false);
  });
});
