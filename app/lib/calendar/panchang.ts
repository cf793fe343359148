/**
 * The daily panchang of a civil date at a place: sunrise, sunset, moonrise and moonset; the tithi,
 * nakshatra, yoga and karana of the day (sunrise to the next sunrise) with their end times; the Tamil
 * date and the lunar month; Rahu kalam, Yamagandam and Gulika kalam. Pure, no React (decision 0018).
 */
import {
  addDays,
  civilDate,
  karanaName,
  moonrise,
  moonset,
  NAKSHATRAS,
  type Place,
  type Span,
  spansOf,
  sunrise,
  sunset,
  tamilDate,
  type TamilMonth,
  TIRUVANNAMALAI,
  tithiName,
  YOGAS,
} from "./astro.ts";
import { formatClock, formatDayMonth, weekdayOf } from "./format.ts";
import { amantaMonth } from "./rules.ts";

/** Lunar months (amanta) by the sidereal sign the Sun holds at the new moon that opens them: Meena opens Chaitra. */
const LUNAR_MONTHS = ["Vaishakha", "Jyeshtha", "Ashadha", "Shravana", "Bhadrapada", "Ashvin", "Kartika", "Margashirsha", "Pausha", "Magha", "Phalguna", "Chaitra"] as const;

/**
 * Which eighth of the daytime (1 to 8, from sunrise) each inauspicious period takes, by weekday from
 * Sunday: Rahu kalam, Yamagandam and Gulika kalam. With a 6 AM sunrise and a 6 PM sunset these give the
 * familiar fixed times (Monday's Rahu kalam 7:30 to 9:00); the panchang uses the day's real sunrise and
 * sunset, as drikpanchang does (docs/research/calendar/panchang-and-festivals.md, A2).
 */
const PERIOD_PARTS = {
  rahu: [8, 2, 7, 5, 6, 4, 3],
  yama: [5, 4, 3, 2, 1, 7, 6],
  gulika: [7, 6, 5, 4, 3, 2, 1],
} as const;

export interface Element {
  /** The index within its kind (tithi 0-29, nakshatra and yoga 0-26, karana 0-59). */
  index: number;
  name: string;
  start: number;
  end: number;
}

export interface Panchang {
  date: string;
  place: Place;
  weekday: string;
  sunrise: number;
  sunset: number;
  /** The next day's sunrise: the panchang day runs sunrise to sunrise. */
  nextSunrise: number;
  moonrise?: number;
  moonset?: number;
  tamil: { month: TamilMonth; day: number };
  lunarMonth: { name: (typeof LUNAR_MONTHS)[number]; adhika: boolean; paksha: "Shukla" | "Krishna" };
  tithis: Element[];
  nakshatras: Element[];
  yogas: Element[];
  karanas: Element[];
  rahu: { start: number; end: number };
  yama: { start: number; end: number };
  gulika: { start: number; end: number };
}

/** The panchang of a civil date at a place (by default Tiruvannamalai). */
export function panchangOf(date: string, place: Place = TIRUVANNAMALAI): Panchang {
  const rise = sunrise(date, place);
  const set = sunset(date, place);
  const next = sunrise(addDays(date, 1), place);
  const elements = (kind: "tithi" | "nakshatra" | "yoga" | "karana", name: (s: Span) => string) =>
    spansOf(kind, rise, next).map((s) => ({ index: s.index, name: name(s), start: s.start, end: s.end }));
  const tithis = elements("tithi", (s) => tithiName(s.index));
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const part = (set - rise) / 8;
  const period = (n: number) => ({ start: rise + (n - 1) * part, end: rise + n * part });
  const lunar = amantaMonth(rise);
  const mr = moonrise(date, place);
  const ms = moonset(date, place);
  return {
    date,
    place,
    weekday: weekdayOf(date),
    sunrise: rise,
    sunset: set,
    nextSunrise: next,
    ...(mr !== undefined && { moonrise: mr }),
    ...(ms !== undefined && { moonset: ms }),
    tamil: tamilDate(date, place),
    lunarMonth: { name: LUNAR_MONTHS[lunar.sign]!, adhika: lunar.adhika, paksha: tithis[0]!.index < 15 ? "Shukla" : "Krishna" },
    tithis,
    nakshatras: elements("nakshatra", (s) => NAKSHATRAS[s.index]!),
    yogas: elements("yoga", (s) => YOGAS[s.index]!),
    karanas: elements("karana", (s) => karanaName(s.index)),
    rahu: period(PERIOD_PARTS.rahu[weekday]!),
    yama: period(PERIOD_PARTS.yama[weekday]!),
    gulika: period(PERIOD_PARTS.gulika[weekday]!),
  };
}

/** A panchang as text, ready for a page or the calendar's day panel (and small enough to send as JSON). */
export interface PanchangText {
  date: string;
  place: string;
  weekday: string;
  sunrise: string;
  sunset: string;
  moonrise: string;
  moonset: string;
  tamilDate: string;
  lunarMonth: string;
  tithi: ElementText[];
  nakshatra: ElementText[];
  yoga: ElementText[];
  karana: ElementText[];
  rahu: string;
  yama: string;
  gulika: string;
}

export interface ElementText {
  name: string;
  /** "until 3:59 PM", "until 5:46 AM, Nov 25", or "through the day" when it lasts past the next sunrise. */
  until: string;
}

export function panchangText(p: Panchang): PanchangText {
  const clock = (t: number) => (civilDate(t, p.place) === p.date ? formatClock(t, p.place) : `${formatClock(t, p.place)}, ${formatDayMonth(t, p.place)}`);
  const range = (r: { start: number; end: number }) => `${formatClock(r.start, p.place)} to ${formatClock(r.end, p.place)}`;
  const list = (elements: Element[]) =>
    elements.map((e) => ({ name: e.name, until: e.end >= p.nextSunrise ? `until ${clock(e.end)} (past the next sunrise)` : `until ${clock(e.end)}` }));
  return {
    date: p.date,
    place: p.place.name,
    weekday: p.weekday,
    sunrise: formatClock(p.sunrise, p.place),
    sunset: formatClock(p.sunset, p.place),
    moonrise: p.moonrise === undefined ? "no moonrise this day" : formatClock(p.moonrise, p.place),
    moonset: p.moonset === undefined ? "no moonset this day" : formatClock(p.moonset, p.place),
    tamilDate: `${p.tamil.month} ${p.tamil.day}`,
    lunarMonth: `${p.lunarMonth.adhika ? "Adhika " : ""}${p.lunarMonth.name}, ${p.lunarMonth.paksha} paksha`,
    tithi: list(p.tithis),
    nakshatra: list(p.nakshatras),
    yoga: list(p.yogas),
    karana: list(p.karanas),
    rahu: range(p.rahu),
    yama: range(p.yama),
    gulika: range(p.gulika),
  };
}
