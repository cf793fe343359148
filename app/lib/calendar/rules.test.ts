import { describe, expect, it } from "vitest";
import { localTime, type TithiSpan } from "./astro";
import { ekadashiDays, fullOrNewMoonDays, masikShivaratriDay, pradoshamDay, Sky, udayaDays } from "./rules";

/** An invented sky: sunrise at 6:00 and sunset at 18:00 every day, with the given tithis. */
function sky(spans: [index: number, start: string, end: string][]): Sky {
  const at = (s: string) => localTime(s.slice(0, 10), s.slice(11));
  const list: TithiSpan[] = spans.map(([index, start, end]) => ({ index, start: at(start), end: at(end) }));
  return new Sky(list, (d) => localTime(d, "06:00"), (d) => localTime(d, "18:00"));
}

describe("sunrise rule (Pournami, Amavasya)", () => {
  it("keeps the day whose sunrise the tithi holds", () => {
    const s = sky([[14, "2030-03-10 04:00", "2030-03-11 02:00"]]);
    expect(fullOrNewMoonDays(s, s.spans[0]!)).toEqual([{ date: "2030-03-10", extended: false }]);
  });

  it("a tithi lost between two sunrises is kept on the day it falls in", () => {
    const s = sky([[29, "2030-03-10 08:00", "2030-03-11 05:00"]]);
    expect(udayaDays(s, s.spans[0]!)).toEqual(["2030-03-10"]);
  });

  it("a tithi spanning two sunrises gives the next day as an Extended entry", () => {
    const s = sky([[29, "2030-03-10 05:00", "2030-03-11 07:00"]]);
    expect(fullOrNewMoonDays(s, s.spans[0]!)).toEqual([
      { date: "2030-03-10", extended: false },
      { date: "2030-03-11", extended: true },
    ]);
  });
});

describe("Ekadashi", () => {
  it("Smarta and Vaishnava keep the same day when Ekadashi holds the dawn", () => {
    const s = sky([
      [9, "2030-03-09 02:00", "2030-03-10 03:00"],
      [10, "2030-03-10 03:00", "2030-03-11 02:00"],
      [11, "2030-03-11 02:00", "2030-03-12 01:00"],
    ]);
    expect(ekadashiDays(s, s.spans[1]!)).toEqual({ smarta: "2030-03-10" });
  });

  it("Dashami within 96 minutes of sunrise moves the Vaishnava day to the next", () => {
    const s = sky([
      [9, "2030-03-09 02:00", "2030-03-10 05:00"],
      [10, "2030-03-10 05:00", "2030-03-11 04:00"],
      [11, "2030-03-11 04:00", "2030-03-12 08:00"],
    ]);
    expect(ekadashiDays(s, s.spans[1]!)).toEqual({ smarta: "2030-03-10", vaishnava: "2030-03-11" });
  });

  it("Ekadashi holding two sunrises: Smarta the first, the alternate day the second", () => {
    const s = sky([
      [9, "2030-03-09 01:00", "2030-03-10 02:00"],
      [10, "2030-03-10 02:00", "2030-03-11 07:00"],
      [11, "2030-03-11 07:00", "2030-03-12 08:00"],
    ]);
    expect(ekadashiDays(s, s.spans[1]!)).toEqual({ smarta: "2030-03-10", vaishnava: "2030-03-11" });
  });

  it("Dwadashi lost: the Smarta day moves one day earlier", () => {
    const s = sky([
      [9, "2030-03-08 10:00", "2030-03-09 09:00"],
      [10, "2030-03-09 09:00", "2030-03-10 07:00"],
      [11, "2030-03-10 07:00", "2030-03-11 05:00"],
    ]);
    // Ekadashi holds the sunrise of the 10th only; Dwadashi holds none.
    expect(ekadashiDays(s, s.spans[1]!).smarta).toBe("2030-03-09");
  });
});

describe("Pradosham and Shivaratri", () => {
  it("Pradosham: the evening whose twilight Trayodashi covers more", () => {
    // Covers the whole of the 10th's twilight (18:00-20:24) and only 18:00-19:00 on the 11th.
    const s = sky([[12, "2030-03-10 17:00", "2030-03-11 19:00"]]);
    expect(pradoshamDay(s, s.spans[0]!)).toBe("2030-03-10");
    // Begins after the 10th's twilight: the 11th.
    const t = sky([[12, "2030-03-10 21:00", "2030-03-11 20:00"]]);
    expect(pradoshamDay(t, t.spans[0]!)).toBe("2030-03-11");
  });

  it("Masik Shivaratri: the night whose midnight holds Chaturdashi; the later when both do", () => {
    // With sunset 18:00 and sunrise 6:00 the nishita muhurta is 23:36-00:24.
    const one = sky([[28, "2030-03-10 22:00", "2030-03-11 20:00"]]);
    expect(masikShivaratriDay(one, one.spans[0]!)).toBe("2030-03-10");
    const both = sky([[28, "2030-03-10 23:30", "2030-03-11 23:50"]]);
    expect(masikShivaratriDay(both, both.spans[0]!)).toBe("2030-03-11");
  });
});
