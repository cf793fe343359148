/**
 * Observance rules of the sacred calendar: which civil day keeps each
 * observance. Each rule is one function over a Sky (the tithis, sunrises
 * and sunsets around one year at one place). Pure, no React.
 */
import {
  addDays,
  civilDate,
  DAY,
  elongation,
  localTime,
  nakshatraAt,
  newMoons,
  type Place,
  solarSignAt,
  startOfCivilDay,
  sunrise,
  sunset,
  tamilMonthOf,
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
/** Karthigai Deepam: the lamp on the summit is lit at 6 PM; Bharani Deepam at 4 AM. */
export const MAHA_DEEPAM_TIME = "18:00";
export const BHARANI_DEEPAM_TIME = "04:00";

/** Sidereal signs, as solarSignAt returns them. */
const SIGN = { mithuna: 2, makara: 9 } as const;
const KRITTIKA = 2;

/**
 * The sky around a stretch of days at one place: the tithis in order, and
 * sunrise and sunset per civil date (memoised). The rules read only this, so
 * tests can hand them an invented sky to reach rare edge cases.
 */
export class Sky {
  private readonly rises = new Map<string, number>();
  private readonly sets = new Map<string, number>();

  constructor(
    readonly spans: TithiSpan[],
    private readonly riseAt: (date: string) => number,
    private readonly setAt: (date: string) => number,
    readonly place: Place = TIRUVANNAMALAI,
  ) {}

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

  /** The Hindu day (sunrise to sunrise) holding an instant, named by its civil date. */
  hinduDayOf(instant: number): string {
    const d = civilDate(instant, this.place);
    return instant >= this.sunrise(d) ? d : addDays(d, -1);
  }
}

/** The real sky around one civil year: tithis from 26 December before to 6 January after. */
export function yearSky(year: number, place: Place = TIRUVANNAMALAI): Sky {
  const spans = tithiSpans(startOfCivilDay(`${year - 1}-12-26`, place), startOfCivilDay(`${year + 1}-01-06`, place));
  return new Sky(spans, (d) => sunrise(d, place), (d) => sunset(d, place), place);
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

/**
 * Ekadashi. The Smarta day is the day with Ekadashi at sunrise (the first, if
 * two); when Ekadashi holds no sunrise it is the day in which it falls; and
 * when the following Dwadashi is lost (holds no sunrise, so the fast could
 * not be broken in Dwadashi), one day earlier. The Vaishnava alternate day is
 * the next day when Dashami still prevails in the 96 minutes before the
 * Smarta day's sunrise (arunodaya), or when Ekadashi prevails at two sunrises.
 */
export function ekadashiDays(sky: Sky, span: TithiSpan): { smarta: string; vaishnava?: string } {
  const sunrises = sky.sunrisesWithin(span);
  const days = udaya(sky, span, sunrises);
  let smarta = days[0]!;
  const dwadashi = sky.spans.find((s) => s.start === span.end);
  if (sunrises.length === 1 && dwadashi && sky.sunrisesWithin(dwadashi).length === 0) {
    smarta = addDays(smarta, -1);
  }
  const dashamiAtDawn = sky.spanAt(sky.sunrise(smarta) - ARUNODAYA_MINUTES * MINUTE)?.index === span.index - 1;
  const vaishnava = days.length > 1 ? days[1] : dashamiAtDawn ? addDays(smarta, 1) : undefined;
  return vaishnava && vaishnava !== smarta ? { smarta, vaishnava } : { smarta };
}

/** The pradosha period of a civil day: sunset to 144 minutes after. */
export function pradoshaPeriod(sky: Sky, date: string): { start: number; end: number } {
  const start = sky.sunset(date);
  return { start, end: start + PRADOSHA_MINUTES * MINUTE };
}

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/**
 * Pradosham: the day whose pradosha period holds Trayodashi; when two
 * evenings touch it, the one it covers more (the first on a tie); when none
 * does (a Trayodashi that falls wholly between two evenings), the evening
 * nearest to it.
 */
export function pradoshamDay(sky: Sky, span: TithiSpan): string {
  return bestDay(sky, span, (d) => pradoshaPeriod(sky, d), "first");
}

/** Nishita, the midnight muhurta: the 8th of the 15 muhurtas between a day's sunset and the next sunrise. */
export function nishitaPeriod(sky: Sky, date: string): { start: number; end: number } {
  const dusk = sky.sunset(date);
  const night = sky.sunrise(addDays(date, 1)) - dusk;
  return { start: dusk + (7 * night) / 15, end: dusk + (8 * night) / 15 };
}

/**
 * Masik Shivaratri: the night (named by the civil date of its evening) whose
 * nishita holds Krishna Chaturdashi; when both nights do, the later; when
 * neither does, the night nearest to it.
 */
export function masikShivaratriDay(sky: Sky, span: TithiSpan): string {
  return bestDay(sky, span, (d) => nishitaPeriod(sky, d), "later");
}

function bestDay(
  sky: Sky,
  span: TithiSpan,
  periodOf: (date: string) => { start: number; end: number },
  tie: "first" | "later",
): string {
  const first = addDays(civilDate(span.start, sky.place), -1);
  const candidates = [0, 1, 2].map((i) => addDays(first, i)).map((date) => ({ date, period: periodOf(date) }));
  const touching = candidates.filter((c) => overlap(c.period, span) > 0);
  if (touching.length === 0) {
    const distance = (p: { start: number; end: number }) => Math.min(Math.abs(p.start - span.end), Math.abs(p.end - span.start));
    return candidates.reduce((a, b) => (distance(b.period) < distance(a.period) ? b : a)).date;
  }
  if (tie === "later") return touching.at(-1)!.date;
  return touching.reduce((a, b) => (overlap(b.period, span) > overlap(a.period, span) ? b : a)).date;
}

/**
 * The amanta lunar month of an instant, as the sidereal sign (0-11) the Sun
 * occupied at the new moon that began the month, and whether that month is
 * adhika (leap: the next new moon finds the Sun in the same sign).
 * Sign 9 (Makara) is Magha; sign 2 (Mithuna) is Ashadha.
 */
export function amantaMonth(instant: number): { sign: number; adhika: boolean } {
  const [before] = newMoons(instant - 31 * DAY, instant).slice(-1);
  const [after] = newMoons(instant, instant + 31 * DAY);
  if (before === undefined || after === undefined) throw new Error("New moon not found");
  const sign = solarSignAt(before);
  return { sign, adhika: solarSignAt(after) === sign };
}

/** Maha Shivaratri: the Krishna Chaturdashi of (nija) Magha, amanta reckoning. */
export function isMahaShivaratri(span: TithiSpan): boolean {
  if (span.index !== TITHI.krishnaChaturdashi) return false;
  const month = amantaMonth(span.start);
  return month.sign === SIGN.makara && !month.adhika;
}

/** The Shivaratri of Sawan (Shravana, purnimanta): Krishna Chaturdashi of amanta Ashadha. */
export function isSawanShivaratri(span: TithiSpan): boolean {
  return span.index === TITHI.krishnaChaturdashi && amantaMonth(span.start).sign === SIGN.mithuna;
}

/**
 * Karthigai Deepam: the day in the Tamil solar month Karthigai whose evening,
 * at the 6 PM lighting of the lamp, has the Moon in Krittika. If two evenings
 * of the month qualify, the one nearer the month's full moon. Bharani Deepam
 * is lit at 4 AM the same morning.
 */
export function karthigaiDeepamDay(year: number, place: Place = TIRUVANNAMALAI): string {
  const candidates: string[] = [];
  for (let d = `${year}-11-01`; d <= `${year}-12-31`; d = addDays(d, 1)) {
    if (nakshatraAt(localTime(d, MAHA_DEEPAM_TIME, place)) === KRITTIKA && tamilMonthOf(d, place) === "Karthigai") {
      candidates.push(d);
    }
  }
  if (candidates.length === 0) throw new Error(`No Krittika evening in Karthigai ${year}`);
  if (candidates.length === 1) return candidates[0]!;
  const lamp = (d: string) => localTime(d, MAHA_DEEPAM_TIME, place);
  const fullMoonDistance = (d: string) => Math.abs(180 - elongation(lamp(d)));
  return candidates.reduce((a, b) => (fullMoonDistance(b) < fullMoonDistance(a) ? b : a));
}
