/**
 * Observance rules of the sacred calendar: which civil day keeps each
 * observance. Each rule is one function over a Sky (the tithis, sunrises
 * and sunsets around one year at one place). Pure, no React.
 */
import {
  addDays,
  civilDate,
  DAY,
  nakshatraAt,
  newMoons,
  type Place,
  solarSignAt,
  type Span,
  spansOf,
  TAMIL_MONTHS,
  type TamilMonth,
  startOfCivilDay,
  sunrise,
  sunset,
  TIRUVANNAMALAI,
  type TithiSpan,
  tithiSpans,
} from "./astro.ts";

const MINUTE = 60_000;

/** Tithi indices (see tithiAt). */
export const TITHI = {
  shuklaEkadashi: 10,
  shuklaTrayodashi: 12,
  purnima: 14,
  krishnaEkadashi: 25,
  krishnaTrayodashi: 27,
  krishnaChaturdashi: 28,
  amavasya: 29,
} as const;

/** Arunodaya, the dawn before sunrise that Vaishnava rules look at: 4 ghatikas, 96 minutes. */
export const ARUNODAYA_MINUTES = 96;
/** Pradosha kala: three muhurtas (144 minutes) after sunset. */
export const PRADOSHA_MINUTES = 144;
/** Karthigai Deepam: the lamp on the summit is lit at 6 PM (by the temple's custom); Bharani Deepam at 4 AM. */
export const MAHA_DEEPAM_TIME = "18:00";
export const BHARANI_DEEPAM_TIME = "04:00";

/** Sidereal signs, as solarSignAt returns them. */
const SIGN = { mithuna: 2, vrischika: 7, makara: 9 } as const;
const KRITTIKA = 2;

/**
 * The sky around a stretch of days at one place: the tithis in order, and
 * sunrise and sunset per civil date (memoised). The rules read only this, so
 * tests can hand them an invented sky to reach rare edge cases.
 */
export class Sky {
  private readonly rises = new Map<string, number>();
  private readonly sets = new Map<string, number>();

  private starSpans: Span[] | undefined;
  private readonly months = new Map<string, TamilMonth>();

  constructor(
    readonly spans: TithiSpan[],
    private readonly riseAt: (date: string) => number,
    private readonly setAt: (date: string) => number,
    readonly place: Place = TIRUVANNAMALAI,
    private readonly starsOf: () => Span[] = () => [],
  ) {}

  /** The Tamil (solar) month of a civil date, as tamilMonthOf, from the memoised sunset. */
  tamilMonth(date: string): TamilMonth {
    let m = this.months.get(date);
    if (m === undefined) this.months.set(date, (m = TAMIL_MONTHS[solarSignAt(this.sunset(date))]!));
    return m;
  }

  /** The nakshatras over the same stretch, in order (computed when first asked for). */
  get stars(): Span[] {
    return (this.starSpans ??= this.starsOf());
  }

  sunrise(date: string): number {
    let t = this.rises.get(date);
    if (t === undefined) this.rises.set(date, (t = this.riseAt(date)));
    return t;
  }

  sunset(date: string): number {
    let t = this.sets.get(date);
    if (t === undefined) this.sets.set(date, (t = this.setAt(date)));
    return t;
  }

  /** Tithis of one index, in order. */
  spansOf(index: number): TithiSpan[] {
    return this.spans.filter((s) => s.index === index);
  }

  /** The tithi span holding an instant. */
  spanAt(instant: number): TithiSpan | undefined {
    return this.spans.find((s) => s.start <= instant && instant < s.end);
  }

  /** The civil dates whose sunrise falls within a span. */
  sunrisesWithin(span: TithiSpan): string[] {
    const out: string[] = [];
    for (let d = addDays(civilDate(span.start, this.place), -1); startOfCivilDay(d, this.place) < span.end; d = addDays(d, 1)) {
      const rise = this.sunrise(d);
      if (rise >= span.start && rise < span.end) out.push(d);
    }
    return out;
  }

  /** The civil dates whose sunset falls within a span: the evenings it holds. */
  sunsetsWithin(span: TithiSpan): string[] {
    const out: string[] = [];
    for (let d = addDays(civilDate(span.start, this.place), -1); startOfCivilDay(d, this.place) < span.end; d = addDays(d, 1)) {
      const dusk = this.sunset(d);
      if (dusk >= span.start && dusk < span.end) out.push(d);
    }
    return out;
  }

  /** The Hindu day (sunrise to sunrise) holding an instant, named by its civil date. */
  hinduDayOf(instant: number): string {
    const d = civilDate(instant, this.place);
    return instant >= this.sunrise(d) ? d : addDays(d, -1);
  }
}

/**
 * The real sky around one civil year: tithis and nakshatras from 1 December before to 31 January
 * after, so that a festival of Margazhi (mid-December to mid-January) sees its whole month.
 */
export function yearSky(year: number, place: Place = TIRUVANNAMALAI): Sky {
  const from = startOfCivilDay(`${year - 1}-12-01`, place);
  const to = startOfCivilDay(`${year + 1}-02-01`, place);
  return new Sky(tithiSpans(from, to), (d) => sunrise(d, place), (d) => sunset(d, place), place, () => spansOf("nakshatra", from, to));
}

/**
 * The day a tithi is kept by the sunrise rule (udaya tithi): the civil day at
 * whose sunrise the tithi prevails. A tithi that holds no sunrise (kshaya,
 * "lost") is kept on the day in which it falls. A tithi that holds two
 * sunrises (vriddhi) returns both days, the first being the main one.
 */
export function udayaDays(sky: Sky, span: TithiSpan): string[] {
  return udaya(sky, span, sky.sunrisesWithin(span));
}

function udaya(sky: Sky, span: TithiSpan, sunrises: string[]): string[] {
  return sunrises.length ? sunrises : [sky.hinduDayOf(span.start)];
}

/**
 * Pournami and Amavasya: the day by the sunrise rule, plus the Tamil
 * calendars' 'Extended' entry for the next day when the tithi prevails at both
 * sunrises.
 */
export function fullOrNewMoonDays(sky: Sky, span: TithiSpan): { date: string; extended: boolean }[] {
  return udayaDays(sky, span)
    .slice(0, 2)
    .map((date, i) => ({ date, extended: i === 1 }));
}

/** A night on which a Pournami is in force: the evening's civil date, and from when to when (instants). */
export interface GirivalamNight {
  date: string;
  from: number;
  to: number;
}

/** A night the Pournami holds for less than this is not offered for the walk (about three to five hours on foot). */
export const GIRIVALAM_MIN_NIGHT_MINUTES = 60;

/**
 * The Girivalam nights of a Pournami. Pilgrims walk at night, so what matters is not the day of
 * Pournami at sunrise but the nights (sunset to the next sunrise) in which the tithi is in force:
 * one or two. For about half of all full moons the tithi has ended before sunset on its sunrise day,
 * and the walk belongs to the evening before. When it is in force on two nights, the favoured one is
 * the night it covers longer (the first on a tie). A night it holds for less than an hour (the last
 * minutes before a dawn, or after a dusk) is left out: no one can walk the path in it.
 */
export function girivalamNights(sky: Sky, span: TithiSpan): { nights: GirivalamNight[]; favoured: string } {
  const nights: GirivalamNight[] = [];
  for (let d = addDays(civilDate(span.start, sky.place), -1); d <= civilDate(span.end, sky.place); d = addDays(d, 1)) {
    const from = Math.max(sky.sunset(d), span.start);
    const to = Math.min(sky.sunrise(addDays(d, 1)), span.end);
    if (to - from >= GIRIVALAM_MIN_NIGHT_MINUTES * MINUTE) nights.push({ date: d, from, to });
  }
  if (nights.length === 0) throw new Error(`A Pournami in force on no night: ${new Date(span.start).toISOString()}`);
  const favoured = nights.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a)).date;
  return { nights, favoured };
}

/**
 * Ekadashi.
 * - The Smarta day is the day with Ekadashi at sunrise (the first, if two); when Ekadashi holds no
 *   sunrise it is the day in which it falls; and when the following Dwadashi is lost (holds no
 *   sunrise, so the fast could not be broken in Dwadashi), one day earlier.
 * - An Ekadashi touched by Dashami in the arunodaya (the 96 minutes before sunrise) is "viddha" and
 *   not kept. When Ekadashi holds two sunrises and Dashami touches the first one's dawn, everyone
 *   keeps the second day (published lists give that day alone: 18 June 2024, 28 October 2024,
 *   27 May 2026).
 * - The Vaishnava alternate day is the next day when Dashami touches the Smarta day's dawn, or when
 *   Ekadashi holds two sunrises; and when Dwadashi holds two sunrises (a mahadvadashi), Vaishnavas
 *   fast on the first of them instead (Nirjala, 7 June 2025).
 */
export function ekadashiDays(sky: Sky, span: TithiSpan): { smarta: string; vaishnava?: string } {
  const sunrises = sky.sunrisesWithin(span);
  const days = udaya(sky, span, sunrises);
  const dwadashi = sky.spans.find((s) => s.start === span.end);
  const dwadashiSunrises = dwadashi ? sky.sunrisesWithin(dwadashi) : [];
  const dashamiAtDawn = (date: string) => sky.spanAt(sky.sunrise(date) - ARUNODAYA_MINUTES * MINUTE)?.index === span.index - 1;
  const mahadvadashi = dwadashiSunrises.length >= 2 ? dwadashiSunrises[0] : undefined;
  const result = (smarta: string, vaishnava?: string) => (vaishnava && vaishnava !== smarta ? { smarta, vaishnava } : { smarta });

  if (sunrises.length >= 2 && dashamiAtDawn(sunrises[0]!)) return result(sunrises[1]!, mahadvadashi);
  let smarta = days[0]!;
  if (sunrises.length === 1 && dwadashiSunrises.length === 0) smarta = addDays(smarta, -1);
  const vaishnava = mahadvadashi ?? (days.length > 1 ? days[1] : dashamiAtDawn(smarta) ? addDays(smarta, 1) : undefined);
  return result(smarta, vaishnava);
}

/** The pradosha period of a civil day: sunset to 144 minutes after. */
export function pradoshaPeriod(sky: Sky, date: string): { start: number; end: number } {
  const start = sky.sunset(date);
  return { start, end: start + PRADOSHA_MINUTES * MINUTE };
}

/** How long two stretches of time share, in milliseconds (0 if they do not meet). */
export const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/**
 * Pradosham: the evening on which Trayodashi holds the pradosha kala, the twilight that begins at
 * sunset ("the day is fixed when Trayodashi falls during Pradosha Kala, which starts after sunset",
 * drikpanchang). Trayodashi in force at sunset decides: a Trayodashi that begins after one sunset and
 * is still in force at the next is kept the next evening (29 April 2026, 10 February 2025). If it is in
 * force at two sunsets, the first. If at none (it begins after a sunset and ends before the next),
 * the evening whose twilight it touches, else the nearest.
 */
export function pradoshamDay(sky: Sky, span: TithiSpan): string {
  return sky.sunsetsWithin(span)[0] ?? bestDay(sky, span, (d) => pradoshaPeriod(sky, d));
}

/** Nishita, the midnight muhurta: the 8th of the 15 muhurtas between a day's sunset and the next sunrise. */
export function nishitaPeriod(sky: Sky, date: string): { start: number; end: number } {
  const dusk = sky.sunset(date);
  const night = sky.sunrise(addDays(date, 1)) - dusk;
  return { start: dusk + (7 * night) / 15, end: dusk + (8 * night) / 15 };
}

/**
 * Masik Shivaratri: the night (named by the civil date of its evening) whose nishita Krishna
 * Chaturdashi holds ("the Chaturdashi that covers midnight", ardharatri-vyapini). When it touches the
 * nishita of two nights, the night it holds more of; when it holds both wholly, the first, the
 * Chaturdashi joined to Trayodashi that the Shivaratri rule prefers. When it touches neither, the night
 * nearest to it. (The engine used to take the later night whenever Chaturdashi merely touched it.)
 */
export function masikShivaratriDay(sky: Sky, span: TithiSpan): string {
  return bestDay(sky, span, (d) => nishitaPeriod(sky, d));
}

/** The three civil days around a tithi's start: the evenings that can hold it. */
function candidateDays(sky: Sky, span: TithiSpan): string[] {
  const first = addDays(civilDate(span.start, sky.place), -1);
  return [0, 1, 2].map((i) => addDays(first, i));
}

/**
 * Of the three days around a span's start, the one whose period (its twilight, midnight, afternoon or
 * dawn) the span covers most, the first on a tie; undefined when it covers none of them.
 */
export function heldMostDay(sky: Sky, span: TithiSpan, periodOf: (date: string) => { start: number; end: number }): string | undefined {
  const held = candidateDays(sky, span).map((date) => ({ date, held: overlap(periodOf(date), span) }));
  const best = held.reduce((a, b) => (b.held > a.held ? b : a));
  return best.held > 0 ? best.date : undefined;
}

/** The day whose period the tithi covers most (the first on a tie); when it covers none, the nearest. */
function bestDay(sky: Sky, span: TithiSpan, periodOf: (date: string) => { start: number; end: number }): string {
  const held = heldMostDay(sky, span, periodOf);
  if (held) return held;
  const distance = (p: { start: number; end: number }) => Math.min(Math.abs(p.start - span.end), Math.abs(p.end - span.start));
  return candidateDays(sky, span).reduce((a, b) => (distance(periodOf(b)) < distance(periodOf(a)) ? b : a));
}

/**
 * The amanta lunar month of an instant, as the sidereal sign (0-11) the Sun
 * occupied at the new moon that began the month, and whether that month is
 * adhika (leap: the next new moon finds the Sun in the same sign).
 * Sign 9 (Makara) is Magha; sign 2 (Mithuna) is Ashadha.
 */
export function amantaMonth(instant: number, sky?: Sky): { sign: number; adhika: boolean } {
  // A new moon is the end of an Amavasya: read them from the sky's tithis where it reaches far enough.
  const known = sky?.spans.filter((s) => s.index === TITHI.amavasya).map((s) => s.end) ?? [];
  const before = known.findLast((t) => t <= instant) ?? newMoons(instant - 31 * DAY, instant).at(-1);
  const after = known.find((t) => t > instant) ?? newMoons(instant, instant + 31 * DAY)[0];
  if (before === undefined || after === undefined) throw new Error("New moon not found");
  const sign = solarSignAt(before);
  return { sign, adhika: solarSignAt(after) === sign };
}

/** Maha Shivaratri: the Krishna Chaturdashi of (nija) Magha, amanta reckoning. */
export function isMahaShivaratri(span: TithiSpan, sky?: Sky): boolean {
  if (span.index !== TITHI.krishnaChaturdashi) return false;
  const month = amantaMonth(span.start, sky);
  return month.sign === SIGN.makara && !month.adhika;
}

/** The Shivaratri of Sawan (Shravana, purnimanta): Krishna Chaturdashi of amanta Ashadha. */
export function isSawanShivaratri(span: TithiSpan, sky?: Sky): boolean {
  return span.index === TITHI.krishnaChaturdashi && amantaMonth(span.start, sky).sign === SIGN.mithuna;
}

/**
 * Karthigai Deepam: the evening that goes with the Karthigai full moon (the full moon that falls while
 * the Sun is in sidereal Vrischika, the solar month Karthigai) on which the Moon is in Krittika at lamp
 * time. Lamp time is not an instant but the evening after sunset (the pradosha kala, sunset to 144
 * minutes after): of the evenings from three days before that full moon to the day after, the one
 * whose lamp time Krittika holds most; on a tie, the one nearer the full moon. Bharani Deepam is lit
 * at 4 AM the same morning. Checked against the lighting reported for 2011 to 2025 (rules.test.ts).
 * (The engine used to take any Krittika evening of solar Karthigai at exactly 6 PM, and in 2024 chose
 * 16 November, beside the previous month's full moon; the lamp was lit on 13 December.)
 */
export function karthigaiDeepamDay(year: number, place: Place = TIRUVANNAMALAI, sky?: Sky): string {
  const fullMoon = karthigaiFullMoon(year, place, sky);
  const fullMoonDay = civilDate(fullMoon, place);
  const candidates = [-3, -2, -1, 0, 1].map((i) => addDays(fullMoonDay, i)).map((date) => {
    const dusk = sunset(date, place);
    return { date, krittika: krittikaShare(dusk, dusk + PRADOSHA_MINUTES * MINUTE), distance: Math.abs(dusk - fullMoon) };
  });
  const best = candidates.reduce((a, b) => (b.krittika > a.krittika || (b.krittika === a.krittika && b.distance < a.distance) ? b : a));
  if (best.krittika === 0) throw new Error(`No Krittika evening beside the Karthigai full moon of ${year}`);
  return best.date;
}

/** The instant of the full moon of solar Karthigai (Sun in sidereal Vrischika) in a year's November or December. */
export function karthigaiFullMoon(year: number, place: Place = TIRUVANNAMALAI, sky?: Sky): number {
  // The year's sky (26 Dec before to 6 Jan after) holds the tithis already; otherwise find them.
  const spans = sky?.spans ?? tithiSpans(startOfCivilDay(`${year}-10-20`, place), startOfCivilDay(`${year + 1}-01-05`, place));
  const moon = spans
    .filter((s) => s.index === TITHI.purnima && s.end >= startOfCivilDay(`${year}-10-20`, place))
    .map((s) => s.end)
    .find((t) => solarSignAt(t) === SIGN.vrischika);
  if (moon === undefined) throw new Error(`No full moon in Karthigai ${year}`);
  return moon;
}

/** The share (0 to 1) of an interval during which the Moon is in Krittika, sampled every two minutes. */
function krittikaShare(start: number, end: number): number {
  let inside = 0;
  let samples = 0;
  for (let t = start; t < end; t += 2 * MINUTE, samples++) if (nakshatraAt(t) === KRITTIKA) inside++;
  return samples ? inside / samples : 0;
}

/**
 * The ten days of the Karthigai Brahmotsavam, counted back from the Deepam, its tenth day: the flag is
 * hoisted on the first day (nine days before the Deepam, in every year reported from 2012 to 2025) and
 * the five chariots run on the seventh (2020, 2021). Checked in rules-published.test.ts.
 */
export function brahmotsavamDays(deepam: string): { flagHoisting: string; chariots: string; deepam: string } {
  return { flagHoisting: addDays(deepam, -9), chariots: addDays(deepam, -3), deepam };
}
