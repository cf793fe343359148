import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addDays, civilDate, elongation, localTime, nakshatraAt, startOfCivilDay, sunrise, sunset, tamilMonthOf, tithiAt, tithiSpans } from "./astro";
import { CALENDAR_YEARS, type CalendarEvent, computeYearEvents, EVENT_TYPES } from "./events";
import { karthigaiDeepamDay } from "./rules";

const y2025 = computeYearEvents(2025);
const of = (events: CalendarEvent[], type: string) => events.filter((e) => e.type === type);
/** The spec's one festival: the Deepam (the festival year added the rest, festivals-published.test.ts). */
const deepams = (events: CalendarEvent[]) => events.filter((e) => e.slug === "karthigai-deepam").map((e) => e.date);
const dates = (events: CalendarEvent[], type: string) => of(events, type).map((e) => e.date);
const MIN = 60_000;

describe("astronomy", () => {
  it("puts each tithi boundary where the elongation crosses a multiple of 12°", () => {
    const spans = tithiSpans(Date.UTC(2025, 0, 1), Date.UTC(2025, 2, 1));
    expect(spans.length).toBeGreaterThan(55);
    for (const s of spans.slice(1)) {
      // Independently: the elongation a minute either side of the boundary lies in the two tithis.
      expect(Math.floor(elongation(s.start - MIN) / 12)).toBe((s.index + 29) % 30);
      expect(Math.floor(elongation(s.start + MIN) / 12)).toBe(s.index);
      const e = elongation(s.start);
      expect(Math.min(e % 12, 12 - (e % 12))).toBeLessThan(0.01);
    }
    // Consecutive and gapless.
    spans.slice(1).forEach((s, i) => expect(s.start).toBe(spans[i]!.end));
  });

  it("matches published Pournami hours: 13 January 2025, 5:03-5:04 AM to 3:56-3:57 AM next day (IST)", () => {
    const span = tithiSpans(Date.UTC(2025, 0, 13), Date.UTC(2025, 0, 13, 1)).find((s) => s.index === 14)!;
    expect(Math.abs(span.start - localTime("2025-01-13", "05:03"))).toBeLessThan(2 * MIN);
    expect(Math.abs(span.end - localTime("2025-01-14", "03:56"))).toBeLessThan(2 * MIN);
  });

  it("gives Tiruvannamalai's sunrise and sunset in IST", () => {
    const rise = sunrise("2025-06-21");
    const set = sunset("2025-06-21");
    expect(civilDate(rise)).toBe("2025-06-21");
    // About 5:50 AM and 6:35 PM at midsummer at 12.2° N, 79.1° E.
    expect(rise).toBeGreaterThan(localTime("2025-06-21", "05:40"));
    expect(rise).toBeLessThan(localTime("2025-06-21", "06:00"));
    expect(set).toBeGreaterThan(localTime("2025-06-21", "18:30"));
    expect(set).toBeLessThan(localTime("2025-06-21", "18:45"));
  });

  it("reads nakshatra with the Lahiri ayanamsa: Krittika at dusk on 3 December 2025, Rohini the next evening", () => {
    expect(nakshatraAt(localTime("2025-12-03", "18:00"))).toBe(2);
    expect(nakshatraAt(localTime("2025-12-04", "18:00"))).toBe(3);
  });

  it("knows the Tamil month: Karthigai from mid-November, Margazhi from mid-December", () => {
    expect(tamilMonthOf("2025-11-10")).toBe("Aippasi");
    expect(tamilMonthOf("2025-11-20")).toBe("Karthigai");
    expect(tamilMonthOf("2025-12-20")).toBe("Margazhi");
    expect(tamilMonthOf("2026-01-15")).toBe("Thai");
  });
});

describe("2025 against the spec", () => {
  it("reproduces the spec's 2025 data, but for the three dates the corrected rules move (docs/decisions/0017)", () => {
    const fixed = JSON.parse(readFileSync("content/calendar/2025.json", "utf8")) as CalendarEvent[];
    // Published lists agree with the corrections: Pradosham on 10 Feb (srirangaminfo, asianet Hindi), the
    // Vaishnava Nirjala Ekadashi on 7 June (wownandi), the September Shivaratri on the 19th's night.
    const corrected: Record<string, { from?: string; to: string }[]> = {
      pradosham: [{ from: "2025-02-09", to: "2025-02-10" }],
      ekadashi: [{ to: "2025-06-07" }],
      masikShivaratri: [{ from: "2025-09-20", to: "2025-09-19" }],
    };
    for (const type of EVENT_TYPES.filter((t) => t !== "festival" && t !== "krittika" && t !== "ramana")) {
      let expected = dates(fixed, type);
      for (const c of corrected[type] ?? []) expected = [...expected.filter((d) => d !== c.from), c.to].sort();
      expect(dates(y2025, type), type).toEqual(expected);
    }
    expect(dates(fixed, "festival")).toEqual(["2025-12-03"]);
    expect(deepams(y2025)).toEqual(["2025-12-03"]);
  });

  it("has the spec's counts", () => {
    expect(of(y2025, "fullMoon")).toHaveLength(12);
    expect(of(y2025, "pradosham")).toHaveLength(24);
    expect(of(y2025, "masikShivaratri")).toHaveLength(12);
    expect(of(y2025, "shivaratri")).toHaveLength(1);
    expect(deepams(y2025)).toHaveLength(1);
    // About 26 ekadashis including the alternate Vaishnava days.
    expect(of(y2025, "ekadashi").length).toBeGreaterThanOrEqual(24);
    expect(of(y2025, "ekadashi").length).toBeLessThanOrEqual(30);
    expect(of(y2025, "ekadashi").filter((e) => e.title.endsWith("(Vaishnava)")).length).toBeGreaterThan(0);
    // 12 new moons and the Extended entry of the Amavasya that held two sunrises (see docs/decisions/0007).
    const amavasya = of(y2025, "amavasya");
    expect(amavasya.filter((e) => !e.title.endsWith("(Extended)"))).toHaveLength(12);
    expect(amavasya.filter((e) => e.title.endsWith("(Extended)")).map((e) => e.date)).toEqual(["2025-12-20"]);
  });

  it("keeps Maha Shivaratri on 26 Feb 2025, 8 Mar 2024 and 15 Feb 2026, and the Sawan Shivaratri in July 2025", () => {
    expect(dates(y2025, "shivaratri")).toEqual(["2025-02-26"]);
    expect(dates(computeYearEvents(2024), "shivaratri")).toEqual(["2024-03-08"]);
    expect(dates(computeYearEvents(2026), "shivaratri")).toEqual(["2026-02-15"]);
    expect(of(y2025, "masikShivaratri").filter((e) => e.title === "Sawan Shivaratri").map((e) => e.date)).toEqual(["2025-07-23"]);
  });

  it("puts Karthigai Deepam 2025 on 3 December, when Krittika held at dusk (not the spec's 4 or 12 December)", () => {
    expect(deepams(y2025)).toEqual(["2025-12-03"]);
  });

  it("writes the spec's time text forms", () => {
    expect(of(y2025, "fullMoon")[0]!.time).toBe("Begins: 5:04 AM, Jan 13 | Ends: 3:57 AM, Jan 14");
    expect(of(y2025, "pradosham")[0]!.time).toMatch(/^Twilight period - \d{1,2}:\d{2} PM to \d{1,2}:\d{2} PM$/);
    expect(of(y2025, "masikShivaratri")[0]!.time).toMatch(/^Nishita Kaal: \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} AM, Jan \d+$/);
    expect(of(y2025, "shivaratri")[0]!.time).toBe("Night-long vigil: 6:22 PM, Feb 26 to 6:30 AM, Feb 27");
    expect(y2025.find((e) => e.slug === "karthigai-deepam")!.time).toMatch(/^Festival: Bharani Deepam at 4:00 AM .* 6:00 PM$/);
    expect(y2025.find((e) => e.slug === "thai-poosam")!.time).toBe("Festival: the Poosam (Pushya) star from 6:00 PM, Feb 10 to 6:34 PM, Feb 11");
  });
});

describe("every offered year", () => {
  const all = CALENDAR_YEARS.map((y) => ({ year: y, events: computeYearEvents(y) }));

  it("dates each year's events inside that year, sorted, one event per date and slug or type", () => {
    for (const { year, events } of all) {
      expect(events.every((e) => e.date.startsWith(`${year}-`))).toBe(true);
      expect(events.map((e) => e.date)).toEqual([...events.map((e) => e.date)].sort());
      const keys = events.map((e) => `${e.date}/${e.slug ?? e.type}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("loses and repeats no full moon across year boundaries", () => {
    const moons = all.flatMap(({ events }) => dates(events.filter((e) => !e.title.endsWith("(Extended)")), "fullMoon"));
    for (let i = 1; i < moons.length; i++) {
      const gap = (Date.parse(moons[i]!) - Date.parse(moons[i - 1]!)) / 86_400_000;
      expect(gap, `${moons[i - 1]} -> ${moons[i]}`).toBeGreaterThanOrEqual(28);
      expect(gap, `${moons[i - 1]} -> ${moons[i]}`).toBeLessThanOrEqual(31);
    }
  });

  it("has one Maha Shivaratri (Feb or Mar) and one Karthigai Deepam each year, the Deepam with Krittika at lamp time in Karthigai", () => {
    for (const { year, events } of all) {
      const [shivaratri] = dates(events, "shivaratri");
      expect(dates(events, "shivaratri")).toHaveLength(1);
      expect(shivaratri).toMatch(new RegExp(`^${year}-0[23]-`));
      const deepam = karthigaiDeepamDay(year);
      expect(deepams(events)).toEqual([deepam]);
      const dusk = sunset(deepam);
      expect([0, 30, 60, 90, 120].some((m) => nakshatraAt(dusk + m * MIN) === 2), deepam).toBe(true);
      expect(tamilMonthOf(deepam)).toBe("Karthigai");
      // Each Pournami's date has Purnima at sunrise, or the tithi falls within that Hindu day.
      for (const m of of(events, "fullMoon")) {
        const t = tithiAt(sunrise(m.date));
        const next = tithiAt(sunrise(addDays(m.date, 1)));
        expect(t === 14 || (t === 13 && next === 15), m.date).toBe(true);
      }
    }
  });

  it("gives every full moon its walking nights, and keeps the special names to one a year", () => {
    for (const { year, events } of all) {
      for (const m of of(events, "fullMoon")) {
        const g = m.girivalam!;
        expect(g.nights.length === 1 || g.nights.length === 2, m.date).toBe(true);
        expect(g.nights.map((n) => n.date)).toContain(g.favoured);
        // Each night is a stretch of one night: after that evening's sunset, before the next sunrise.
        for (const n of g.nights) {
          expect(Date.parse(n.from)).toBeGreaterThanOrEqual(sunset(n.date));
          expect(Date.parse(n.to)).toBeLessThanOrEqual(sunrise(addDays(n.date, 1)));
        }
        // The walking night is the almanac day or the evening before.
        expect([addDays(m.date, -1), m.date, ...(m.title.endsWith("(Extended)") ? [addDays(m.date, -2)] : [])]).toContain(g.favoured);
      }
      const titled = (t: string) => events.filter((e) => e.title === t).length;
      expect(titled("Chitra Pournami"), `${year}`).toBe(1);
      expect(titled("Mahalaya Amavasya"), `${year}`).toBe(1);
    }
  });

  it("lists the 2026 dates given in the closing note", () => {
    const y2026 = all.find((a) => a.year === 2026)!.events;
    expect(dates(y2026, "fullMoon")).toEqual([
      "2026-01-03", "2026-02-01", "2026-03-03", "2026-04-02", "2026-05-01", "2026-05-31", "2026-06-29",
      "2026-07-29", "2026-08-28", "2026-09-26", "2026-10-26", "2026-11-24", "2026-12-24",
    ]);
    expect(deepams(y2026)).toEqual(["2026-11-24"]);
    expect(startOfCivilDay("2026-11-24")).toBe(Date.UTC(2026, 10, 23, 18, 30));
  });
});
