import { describe, expect, it } from "vitest";
import { localTime, type TithiSpan } from "./astro";
import { ekadashiDays, fullOrNewMoonDays, girivalamNights, masikShivaratriDay, pradoshamDay, Sky, udayaDays } from "./rules";

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

  it("Ekadashi at two sunrises with Dashami at the first dawn: everyone keeps the second day", () => {
    const s = sky([
      [9, "2030-03-09 02:00", "2030-03-10 05:00"],
      [10, "2030-03-10 05:00", "2030-03-11 07:00"],
      [11, "2030-03-11 07:00", "2030-03-12 08:00"],
    ]);
    expect(ekadashiDays(s, s.spans[1]!)).toEqual({ smarta: "2030-03-11" });
  });

  it("Dwadashi at two sunrises (mahadvadashi): the Vaishnava fast moves to the first of them", () => {
    const s = sky([
      [9, "2030-03-09 02:00", "2030-03-10 02:00"],
      [10, "2030-03-10 02:00", "2030-03-11 04:00"],
      [11, "2030-03-11 04:00", "2030-03-12 07:00"],
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
  it("Pradosham: the first evening at whose sunset Trayodashi is in force", () => {
    // In force at the 10th's sunset and at the 11th's: the first.
    const s = sky([[12, "2030-03-10 17:00", "2030-03-11 19:00"]]);
    expect(pradoshamDay(s, s.spans[0]!)).toBe("2030-03-10");
    // Begins after the 10th's twilight: the 11th.
    const t = sky([[12, "2030-03-10 21:00", "2030-03-11 20:00"]]);
    expect(pradoshamDay(t, t.spans[0]!)).toBe("2030-03-11");
  });

  it("Pradosham: Trayodashi in force at sunset decides, even when it touched the evening before", () => {
    // Begins at 18:30, inside the 10th's twilight, and is in force at the 11th's sunset: the 11th.
    const s = sky([[12, "2030-03-10 18:30", "2030-03-11 19:30"]]);
    expect(pradoshamDay(s, s.spans[0]!)).toBe("2030-03-11");
    // Begins after the 10th's sunset and ends before the 11th's: the twilight it touches, the 10th.
    const t = sky([[12, "2030-03-10 19:00", "2030-03-11 16:00"]]);
    expect(pradoshamDay(t, t.spans[0]!)).toBe("2030-03-10");
  });

  it("Masik Shivaratri: the night whose nishita Chaturdashi holds more; the first when it holds both", () => {
    // With sunset 18:00 and sunrise 6:00 the nishita muhurta is 23:36-00:24.
    const one = sky([[28, "2030-03-10 22:00", "2030-03-11 20:00"]]);
    expect(masikShivaratriDay(one, one.spans[0]!)).toBe("2030-03-10");
    // Holds the 10th's nishita wholly and touches the 11th's for a few minutes: the 10th, not the later night.
    const touch = sky([[28, "2030-03-10 23:30", "2030-03-11 23:40"]]);
    expect(masikShivaratriDay(touch, touch.spans[0]!)).toBe("2030-03-10");
    // Holds more of the 11th's: the 11th.
    const more = sky([[28, "2030-03-11 00:10", "2030-03-12 00:20"]]);
    expect(masikShivaratriDay(more, more.spans[0]!)).toBe("2030-03-11");
    // Holds both wholly: the first, the Chaturdashi joined to Trayodashi.
    const both = sky([[28, "2030-03-10 23:00", "2030-03-12 01:00"]]);
    expect(masikShivaratriDay(both, both.spans[0]!)).toBe("2030-03-10");
  });
});

describe("Girivalam nights", () => {
  it("a Pournami that ends before sunset on its sunrise day is walked the evening before", () => {
    // Pournami at the 11th's sunrise (the almanac's day), but over by 15:00: the night to walk is the 10th's.
    const s = sky([[14, "2030-03-10 13:00", "2030-03-11 15:00"]]);
    expect(fullOrNewMoonDays(s, s.spans[0]!)).toEqual([{ date: "2030-03-11", extended: false }]);
    const g = girivalamNights(s, s.spans[0]!);
    expect(g.nights.map((n) => n.date)).toEqual(["2030-03-10"]);
    expect(g.favoured).toBe("2030-03-10");
    expect(g.nights[0]!.from).toBe(localTime("2030-03-10", "18:00"));
    expect(g.nights[0]!.to).toBe(localTime("2030-03-11", "06:00"));
  });

  it("a Pournami in force on two evenings names both, and favours the one it covers longer", () => {
    // 22:00 on the 10th to 21:00 on the 11th: 8 hours of the 10th's night, 3 of the 11th's.
    const s = sky([[14, "2030-03-10 22:00", "2030-03-11 21:00"]]);
    const g = girivalamNights(s, s.spans[0]!);
    expect(g.nights.map((n) => [n.date, (n.to - n.from) / 3_600_000])).toEqual([
      ["2030-03-10", 8],
      ["2030-03-11", 3],
    ]);
    expect(g.favoured).toBe("2030-03-10");
    // 21:00 on the 10th to 04:00 on the 12th: 9 hours of the first night, 10 of the second.
    const t = sky([[14, "2030-03-10 21:00", "2030-03-12 04:00"]]);
    expect(girivalamNights(t, t.spans[0]!).favoured).toBe("2030-03-11");
  });
});
