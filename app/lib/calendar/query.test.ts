import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { computeYearEvents } from "./events";
import { formatClock, formatFullDate, formatLongDate, todayAt } from "./format";
import { toICalendar } from "./ics";
import { countdownTo, eventsOn, lampLighting, nextDeepam, nextFullMoons } from "./query";

const events = computeYearEvents(2026);

describe("reading the calendar", () => {
  it("finds the events of a date, several sharing a day", () => {
    expect(eventsOn(events, "2026-11-24").map((e) => e.type)).toEqual(["festival", "fullMoon"]);
    expect(eventsOn(events, "2026-11-23")).toEqual([]);
  });

  it("gives the next three full moons by the night to walk, tonight included, descriptions cut at 100 characters", () => {
    // Pournami of 26 Oct 2026 ended at 9:42 AM that day: it was walked on the night of the 25th.
    const cards = nextFullMoons(events, "2026-10-25");
    expect(cards.map((c) => c.date)).toEqual(["2026-10-25", "2026-11-23", "2026-12-23"]);
    expect(nextFullMoons(events, "2026-10-26").map((c) => c.date)).toEqual(["2026-11-23", "2026-12-23"]);
    for (const c of cards) expect(c.description.length).toBeLessThanOrEqual(100);
    expect(cards[1]!.description.endsWith("…")).toBe(true);
    expect(cards[0]!.walk).toBe("Walk on the night of Sun, Oct 25: from sunset (5:50 PM) until sunrise (6:05 AM, Oct 26).");
    // Karthigai 2026: Pournami from 11:43 PM on 23 Nov to 8:24 PM on the 24th, in force on two nights.
    expect(cards[1]!.walk).toBe(
      "Pournami is in force on two nights: Mon, Nov 23, from 11:43 PM, when Pournami begins, until sunrise (6:15 AM, Nov 24); and Tue, Nov 24, from sunset (5:45 PM) until 8:24 PM, Nov 24, when it ends. The night of Mon, Nov 23 holds more of it.",
    );
    // On the 24th the Karthigai card still shows: Pournami can be walked that evening too, until 8:24 PM.
    expect(cards[1]!.lastNight).toBe("2026-11-24");
    expect(nextFullMoons(events, "2026-11-24").map((c) => c.date)).toEqual(["2026-11-23", "2026-12-23"]);
    expect(nextFullMoons(events, "2026-12-24")).toEqual([]);
  });

  it("counts down to 6 PM IST, whole minutes, holding at zero", () => {
    const target = lampLighting("2026-11-24");
    expect(target).toBe(Date.UTC(2026, 10, 24, 12, 30));
    expect(countdownTo(target, target - (2 * 1440 + 3 * 60 + 4) * 60_000 - 30_000)).toEqual({ days: 2, hours: 3, minutes: 4 });
    expect(countdownTo(target, target)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(countdownTo(target, target + 3_600_000)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("aims at the festival of today or later", () => {
    const dates = ["2025-12-03", "2026-11-24", "2027-12-12"];
    expect(nextDeepam(dates, "2026-11-24")).toBe("2026-11-24");
    expect(nextDeepam(dates, "2026-11-25")).toBe("2027-12-12");
    expect(nextDeepam(dates, "2030-01-01")).toBe("2027-12-12");
  });

  it("formats in Tiruvannamalai time whatever the machine's zone", () => {
    expect(formatClock(Date.UTC(2026, 10, 24, 12, 30))).toBe("6:00 PM");
    expect(formatClock(Date.UTC(2026, 10, 23, 18, 30))).toBe("12:00 AM");
    expect(todayAt(Date.UTC(2026, 10, 23, 18, 29))).toBe("2026-11-23");
    expect(todayAt(Date.UTC(2026, 10, 23, 18, 30))).toBe("2026-11-24");
    expect(formatLongDate("2026-11-24")).toBe("November 24, 2026");
    expect(formatFullDate("2026-11-24")).toBe("Tuesday, November 24, 2026");
  });
});

describe("iCalendar", () => {
  it("parses back: one all-day VEVENT per event, CATEGORIES naming the type", () => {
    const text = toICalendar(events, "Test", "https://www.example.org/spiritual-calendars");
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const listed = events.filter((e) => !e.title.endsWith("(Extended)") || e.type !== "fullMoon");
    expect(vevents).toHaveLength(listed.length);
    const deepam = vevents.find((v) => v.getFirstPropertyValue("summary") === "Karthigai Deepam (Maha Deepam)")!;
    const start = deepam.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2026-11-24");
    expect((deepam.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2026-11-25");
    expect(deepam.getFirstPropertyValue("categories")).toBe("festival");
    expect(new Set(vevents.map((v) => v.getFirstPropertyValue("categories")))).toEqual(
      new Set(["fullMoon", "ekadashi", "amavasya", "pradosham", "masikShivaratri", "shivaratri", "festival", "krittika", "ramana"]),
    );
    expect(new Set(vevents.map((v) => v.getFirstPropertyValue("uid"))).size).toBe(listed.length);
  });

  it("makes each full moon a timed Girivalam event over the Pournami window, naming the night to walk", () => {
    const text = toICalendar(events, "Test", "https://www.example.org/spiritual-calendars");
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const karthigai = vevents.find((v) => v.getFirstPropertyValue("summary") === "Girivalam: Karthigai Pournami")!;
    const start = karthigai.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = karthigai.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(start.isDate).toBe(false);
    // 11:43 PM IST on 23 Nov to 8:24 PM IST on 24 Nov 2026, in UTC.
    expect(start.toJSDate().toISOString()).toMatch(/^2026-11-23T18:1\d/);
    expect(end.toJSDate().toISOString()).toMatch(/^2026-11-24T14:5\d/);
    expect(karthigai.getFirstPropertyValue("description")).toContain("The night of Mon, Nov 23 holds more of it.");
    expect(vevents.filter((v) => v.getFirstPropertyValue("categories") === "fullMoon")).toHaveLength(13);
  });
});
