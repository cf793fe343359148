/**
 * Tiruvannamalai's festival year beyond the monthly observances: the festivals fixed by a star in a
 * Tamil month, by a tithi in a lunar month, or by the Sun's entry into a sign, each by its rule
 * (decision 0018) and checked against published dates (festivals-published.test.ts). Pure, no React.
 */
import { addDays, civilDate, type Place, solarSignAt, type Span, TAMIL_MONTHS, type TamilMonth, type TithiSpan } from "./astro.ts";
import { formatClock, formatDayMonth } from "./format.ts";
import { amantaMonth, ARUNODAYA_MINUTES, heldMostDay, overlap, type Sky, TITHI } from "./rules.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Nakshatra indices (see nakshatraAt). */
export const STAR = {
  krittika: 2,
  ardra: 5,
  punarvasu: 6,
  pushya: 7,
  magha: 9,
  purvaPhalguni: 10,
  uttaraPhalguni: 11,
  vishakha: 15,
} as const;

/** The stars' Tamil names, as the festivals are called, with the Sanskrit beside. */
export const STAR_NAMES: Record<number, string> = {
  [STAR.krittika]: "Karthigai (Krittika)",
  [STAR.ardra]: "Thiruvathirai (Ardra)",
  [STAR.punarvasu]: "Punarpoosam (Punarvasu)",
  [STAR.pushya]: "Poosam (Pushya)",
  [STAR.magha]: "Magam (Magha)",
  [STAR.purvaPhalguni]: "Pooram (Purva Phalguni)",
  [STAR.uttaraPhalguni]: "Uthiram (Uttara Phalguni)",
  [STAR.vishakha]: "Visakam (Vishakha)",
};

/** Sidereal signs of the Sun at the new moon that opens a lunar month (amanta). */
const LUNAR = { ashvin: 5, kartika: 6, chaitra: 11 } as const;

/** The day a star is kept by the sunrise rule: the first civil day at whose sunrise it holds; if it holds none, the day it falls in. */
export function starDay(sky: Sky, star: Span): string {
  return sky.sunrisesWithin(star)[0] ?? sky.hinduDayOf(star.start);
}

/**
 * The festivals of a star "with the full moon" (Thai Poosam, Maasi Magam, Panguni Uthiram, Vaikasi
 * Visakam, Arudra Darshan): the day whose sunrise holds the star and the Pournami together; else the day
 * whose daytime (sunrise to sunset) holds them together longest; else the star by the sunrise rule.
 * (Thai Poosam 2024: Poosam held the sunrise of 26 January, but met the Pournami through the day of the
 * 25th, the published date. Panguni Uthiram 2024: both held the sunrise of 25 March.)
 */
export function fullMoonStarDay(sky: Sky, star: Span): string {
  const moons = sky.spansOf(TITHI.purnima).filter((m) => overlap(m, star) > 0);
  const together = moons.map((m) => ({ start: Math.max(m.start, star.start), end: Math.min(m.end, star.end) }));
  let byDay: { date: string; held: number } | undefined;
  for (let d = civilDate(star.start, sky.place); d <= civilDate(star.end, sky.place); d = addDays(d, 1)) {
    const rise = sky.sunrise(d);
    if (together.some((t) => t.start <= rise && rise < t.end)) return d;
    const day = { start: rise, end: sky.sunset(d) };
    const held = together.reduce((sum, t) => sum + overlap(day, t), 0);
    if (held > 0 && (!byDay || held > byDay.held)) byDay = { date: d, held };
  }
  return byDay?.date ?? starDay(sky, star);
}

/**
 * The monthly Krittika (Karthigai viratham), kept in the evening: the first day whose sunset Krittika
 * holds; if it holds none, the sunrise rule. (Published monthly lists for 2020, 2021 and 2023 give the
 * day the star holds at dusk; Aadi Krittika is listed by the sunrise rule.)
 */
export function eveningStarDay(sky: Sky, star: Span): string {
  return sky.sunsetsWithin(star)[0] ?? starDay(sky, star);
}

export interface StarFestivalDay {
  date: string;
  star: Span;
  /** The other day of the same star in the same Tamil month, when it holds two. */
  twice?: string;
}

/**
 * The days of a star festival in a Tamil month, one per month. When a month holds the star twice, a
 * festival "with the full moon" takes the one nearer the month's own Pournami (the one whose sunrise day
 * falls in the month): Thai Poosam 2025 on 11 February, not 15 January (the Pournami of 13 January
 * was Margazhi's); Maasi Magam 2025 on 12 March, not 13 February. Other star festivals take the first
 * (Aadi Krittika 2025: 20 July, not 16 August).
 */
export function starFestivalDays(sky: Sky, star: number, month: TamilMonth, withFullMoon = false): StarFestivalDay[] {
  const rule = withFullMoon ? fullMoonStarDay : starDay;
  // A star's day lies within a day of the star, and the month is read at that day's sunset: only stars
  // with the Sun in the month's sign two days before or after them can fall in the month, and the others
  // need no sunrise worked out.
  const sign = TAMIL_MONTHS.indexOf(month);
  const inSign = (s: Span) => solarSignAt(s.start - 2 * DAY) === sign || solarSignAt(s.end + 2 * DAY) === sign;
  const days = sky.stars
    .filter((s) => s.index === star && inSign(s))
    .map((s) => ({ date: rule(sky, s), star: s }))
    .filter((d) => sky.tamilMonth(d.date) === month);
  const monthMoons = sky.spansOf(TITHI.purnima).filter((m) => inSign(m) && sky.tamilMonth(starDay(sky, m)) === month);
  const distance = (s: Span) => Math.min(Infinity, ...monthMoons.map((m) => Math.max(0, m.start - s.end, s.start - m.end)));
  const out: StarFestivalDay[] = [];
  for (const d of days) {
    const previous = out.at(-1);
    // One Tamil month lasts at most 32 days: a second star within it is the same month's second.
    if (!previous || Date.parse(d.date) - Date.parse(previous.date) >= 32 * 86_400_000) {
      out.push({ ...d });
      continue;
    }
    if (withFullMoon && distance(d.star) < distance(previous.star)) out[out.length - 1] = { ...d, twice: previous.date };
    else previous.twice = d.date;
  }
  return out;
}

/** Tithis of one index whose lunar month (amanta, nija) opens with the Sun in `sign`. */
export function tithisOfLunarMonth(sky: Sky, index: number, sign: number): TithiSpan[] {
  return sky.spansOf(index).filter((s) => {
    const month = amantaMonth(s.start, sky);
    return month.sign === sign && !month.adhika;
  });
}

/** Skanda Shashti (Soorasamharam): Shukla Shashti of lunar Kartika, on the first evening it holds at sunset; else by sunrise. */
export function soorasamharamDays(sky: Sky): string[] {
  return tithisOfLunarMonth(sky, 5, LUNAR.kartika).map((s) => sky.sunsetsWithin(s)[0] ?? starDay(sky, s));
}

/**
 * The three days of Navaratri that the calendar marks: its first day (Ashvin Shukla Pratipada by the
 * sunrise rule), Vijayadashami, and Saraswati and Ayudha Puja on the day before it, as Tamil Nadu
 * keeps them (23 and 24 October 2023, 11 and 12 October 2024, 1 and 2 October 2025, 19 and 20 October
 * 2026 in the state's holiday lists).
 */
export function navaratriDays(sky: Sky): { begins: string; navami: string; dashami: string }[] {
  return tithisOfLunarMonth(sky, 0, LUNAR.ashvin).map((pratipada) => {
    const dashami = sky.spans.find((s) => s.index === 9 && s.start > pratipada.start);
    if (!dashami) throw new Error("Navaratri: Dashami beyond the sky");
    // Vijayadashami: the day whose aparahna (the afternoon) Dashami holds most, as 12 October 2024 (when
    // Dashami held the sunrise of the 13th only until 9:08) and 20 October 2026. Tamil Nadu's holiday
    // lists kept the sunrise day instead in 2019 and 2020 (festival-dates.fixture.ts).
    const vijayadashami = aparahnaDay(sky, dashami);
    return { begins: starDay(sky, pratipada), navami: addDays(vijayadashami, -1), dashami: vijayadashami };
  });
}

function aparahna(sky: Sky, date: string): { start: number; end: number } {
  const rise = sky.sunrise(date);
  const part = (sky.sunset(date) - rise) / 5;
  return { start: rise + 3 * part, end: rise + 4 * part };
}

/**
 * The day whose aparahna (the fourth of the five parts of the daytime, the afternoon) a tithi holds
 * most: the rule for a shraddha (Sewell and Dikshit, The Indian Calendar, 1896, p. 17). If it holds
 * none, the sunrise rule.
 */
export function aparahnaDay(sky: Sky, span: TithiSpan): string {
  return heldMostDay(sky, span, (d) => aparahna(sky, d)) ?? starDay(sky, span);
}

/**
 * Deepavali as Tamil Nadu keeps it: Naraka Chaturdashi (Krishna Chaturdashi of lunar Ashvin), on the
 * morning whose dawn before sunrise (arunodaya, 96 minutes) Chaturdashi holds most.
 */
export function tamilDeepavaliDays(sky: Sky): string[] {
  const dawn = (d: string) => ({ start: sky.sunrise(d) - ARUNODAYA_MINUTES * MINUTE, end: sky.sunrise(d) });
  return tithisOfLunarMonth(sky, TITHI.krishnaChaturdashi, LUNAR.ashvin).map((s) => heldMostDay(sky, s, dawn) ?? starDay(sky, s));
}

/**
 * Sri Ramana's Aradhana at Sri Ramanasramam: the anniversary of his passing on the evening of 14 April
 * 1950, a Krishna Trayodashi of the lunar month Chaitra (Chithirai), kept as a death anniversary
 * (shraddha) is: on the day whose afternoon (aparahna) the Trayodashi holds.
 */
export function aradhanaDays(sky: Sky): string[] {
  return tithisOfLunarMonth(sky, TITHI.krishnaTrayodashi, LUNAR.chaitra).map((s) => aparahnaDay(sky, s));
}

/** A star's window as text: "the Poosam (Pushya) star from 8:16 AM, Jan 25 to 10:28 AM, Jan 26". */
export function starWindow(star: Span, place: Place): string {
  return `the ${STAR_NAMES[star.index] ?? "star"} star from ${formatClock(star.start, place)}, ${formatDayMonth(star.start, place)} to ${formatClock(star.end, place)}, ${formatDayMonth(star.end, place)}`;
}
