/**
 * Astronomy for the sacred calendar: sunrise and sunset, tithi, nakshatra and
 * the sidereal solar (Tamil) month, on astronomy-engine. Pure, no React.
 *
 * Instants are JavaScript epoch milliseconds (UTC). Civil dates are ISO strings
 * ("2026-11-24") in the location's time zone, which for India is a fixed
 * offset (IST, UTC+5:30, no daylight saving).
 */
import { Body, Ecliptic, EclipticGeoMoon, GeoVector, Observer, SearchMoonPhase, SearchRiseSet, SearchSunLongitude, SunPosition } from "astronomy-engine";

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  /** Metres above sea level. */
  elevation: number;
  /** Fixed offset from UTC in minutes (IST = 330). */
  utcOffsetMinutes: number;
  timeZone: string;
}

export const TIRUVANNAMALAI: Place = {
  name: "Tiruvannamalai",
  latitude: 12.2253,
  longitude: 79.0747,
  elevation: 171,
  utcOffsetMinutes: 330,
  timeZone: "Asia/Kolkata",
};

const MINUTE = 60_000;
export const DAY = 86_400_000;

// ---------------------------------------------------------------------------
// Civil dates in the place's time zone

/** The civil date ("YYYY-MM-DD") of an instant at a place. */
export function civilDate(instant: number, place: Place = TIRUVANNAMALAI): string {
  return new Date(instant + place.utcOffsetMinutes * MINUTE).toISOString().slice(0, 10);
}

/** The instant of local midnight at the start of a civil date. */
export function startOfCivilDay(date: string, place: Place = TIRUVANNAMALAI): number {
  return Date.parse(`${date}T00:00:00Z`) - place.utcOffsetMinutes * MINUTE;
}

/** The instant of a local wall-clock time ("HH:MM") on a civil date. */
export function localTime(date: string, hhmm: string, place: Place = TIRUVANNAMALAI): number {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return startOfCivilDay(date, place) + (h * 60 + m) * MINUTE;
}

/** The civil date `days` after `date` (negative for before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------
// Sun

/** Sunrise (upper limb, standard refraction) on a civil date. */
export function sunrise(date: string, place: Place = TIRUVANNAMALAI): number {
  return riseSet(date, place, +1);
}

/** Sunset on a civil date. */
export function sunset(date: string, place: Place = TIRUVANNAMALAI): number {
  return riseSet(date, place, -1);
}

const observers = new Map<Place, Observer>();
function observer(place: Place): Observer {
  let o = observers.get(place);
  if (!o) observers.set(place, (o = new Observer(place.latitude, place.longitude, place.elevation)));
  return o;
}

function riseSet(date: string, place: Place, direction: 1 | -1): number {
  // Search the likely six hours first (local 3 to 9 AM for sunrise, 3 to 9 PM for sunset), three times
  // faster than the whole day; the whole day if the place's sun keeps other hours.
  const start = startOfCivilDay(date, place);
  const likely = start + (direction > 0 ? 3 : 15) * 3_600_000;
  const found =
    SearchRiseSet(Body.Sun, observer(place), direction, new Date(likely), 0.25) ??
    SearchRiseSet(Body.Sun, observer(place), direction, new Date(start), 1);
  // The tropics always have a sunrise and a sunset; anywhere else this is a programming error.
  if (!found) throw new Error(`No sun${direction > 0 ? "rise" : "set"} at ${place.name} on ${date}`);
  return found.date.getTime();
}

// ---------------------------------------------------------------------------
// Ayanamsa and sidereal longitudes

/**
 * Lahiri (Chitrapaksha) ayanamsa in degrees: 23.857092° at J2000.0 (the value
 * the Indian Astronomical Ephemeris' definition gives, 23°15'00.658" at
 * 21 March 1956, carried forward), moving with the general precession in
 * longitude (5028.796" per Julian century, plus its small quadratic term).
 */
export function lahiriAyanamsa(instant: number): number {
  const t = (instant - Date.UTC(2000, 0, 1, 12)) / (36525 * DAY);
  return 23.857092 + (5028.796195 * t + 1.1054348 * t * t) / 3600;
}

const norm = (deg: number) => ((deg % 360) + 360) % 360;

/** The Moon's sidereal (nirayana) ecliptic longitude, 0 to 360°. */
export function siderealMoonLongitude(instant: number): number {
  return norm(EclipticGeoMoon(new Date(instant)).lon - lahiriAyanamsa(instant));
}

/** The Sun's sidereal ecliptic longitude, 0 to 360°. */
export function siderealSunLongitude(instant: number): number {
  return norm(interpolated(apparentSun, instant) - lahiriAyanamsa(instant));
}

/**
 * The Sun's longitude moves smoothly (about 0.25° in six hours), so it is computed on a six-hour grid
 * and read between the grid points by cubic interpolation, which agrees with the full computation to
 * well under 0.000001°. The Moon's, which is not smooth enough, is always computed in full. This
 * halves the cost of a year's tithis.
 */
const GRID = 6 * 3_600_000;
type SunTable = { cache: Map<number, number>; at: (instant: number) => number };
const apparentSun: SunTable = { cache: new Map(), at: (t) => SunPosition(new Date(t)).elon };
const geometricSun: SunTable = { cache: new Map(), at: (t) => Ecliptic(GeoVector(Body.Sun, new Date(t), false)).elon };

function interpolated(table: SunTable, instant: number): number {
  const k = Math.floor(instant / GRID);
  const node = (i: number) => {
    let v = table.cache.get(i);
    if (v === undefined) table.cache.set(i, (v = table.at(i * GRID)));
    return v;
  };
  const y0 = node(k);
  // Unwrapped around the node at k, so that 359° and 1° interpolate through 0°.
  const y = [node(k - 1), y0, node(k + 1), node(k + 2)].map((v) => y0 + ((((v - y0) % 360) + 540) % 360) - 180);
  const x = (instant - k * GRID) / GRID;
  // Lagrange through x = -1, 0, 1, 2.
  const value =
    (-y[0]! * x * (x - 1) * (x - 2)) / 6 + (y[1]! * (x + 1) * (x - 1) * (x - 2)) / 2 - (y[2]! * (x + 1) * x * (x - 2)) / 2 + (y[3]! * (x + 1) * x * (x - 1)) / 6;
  return norm(value);
}

// ---------------------------------------------------------------------------
// Tithi

export const TITHI_NAMES = [
  "Pratipada", "Dwitiya", "Tritiya", "Chaturthi", "Panchami", "Shashthi", "Saptami", "Ashtami",
  "Navami", "Dashami", "Ekadashi", "Dwadashi", "Trayodashi", "Chaturdashi",
] as const;

/** The Moon's elongation from the Sun in ecliptic longitude, 0 to 360° (0 new moon, 180 full moon). */
export function elongation(instant: number): number {
  // As astronomy-engine's MoonPhase: geometric longitudes in the ecliptic of date, the Sun's read from its grid.
  return norm(Ecliptic(GeoVector(Body.Moon, new Date(instant), false)).elon - interpolated(geometricSun, instant));
}

/** Tithi index 0 to 29: 0-14 Shukla Pratipada to Purnima (14), 15-29 Krishna Pratipada to Amavasya (29). */
export function tithiAt(instant: number): number {
  return Math.min(29, Math.floor(elongation(instant) / 12));
}

export function tithiName(index: number): string {
  if (index === 14) return "Purnima";
  if (index === 29) return "Amavasya";
  return `${index < 15 ? "Shukla" : "Krishna"} ${TITHI_NAMES[index % 15]}`;
}

export interface TithiSpan {
  /** 0 to 29, as tithiAt. */
  index: number;
  start: number;
  end: number;
}

/**
 * Every tithi overlapping [from, to), in order. A tithi ends when the Moon's
 * elongation from the Sun reaches the next multiple of 12°.
 */
export function tithiSpans(from: number, to: number): TithiSpan[] {
  return spansOf("tithi", from, to);
}

// ---------------------------------------------------------------------------
// Nakshatra

export const NAKSHATRAS = [
  "Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha",
  "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha", "Jyeshtha",
  "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha", "Purva Bhadrapada",
  "Uttara Bhadrapada", "Revati",
] as const;

export type Nakshatra = (typeof NAKSHATRAS)[number];

/** Nakshatra index 0 to 26 (Ashwini 0, Krittika 2): the Moon's sidereal longitude in steps of 13°20'. */
export function nakshatraAt(instant: number): number {
  return Math.floor(siderealMoonLongitude(instant) / (360 / 27)) % 27;
}

// ---------------------------------------------------------------------------
// Solar months

/** Tamil solar months in order from Chithirai (the Sun in sidereal Mesha, Aries). */
export const TAMIL_MONTHS = [
  "Chithirai", "Vaikasi", "Aani", "Aadi", "Avani", "Purattasi",
  "Aippasi", "Karthigai", "Margazhi", "Thai", "Maasi", "Panguni",
] as const;

export type TamilMonth = (typeof TAMIL_MONTHS)[number];

/** Sidereal sign (rasi) of the Sun at an instant, 0 (Mesha) to 11 (Meena). */
export function solarSignAt(instant: number): number {
  return Math.floor(siderealSunLongitude(instant) / 30) % 12;
}

/**
 * The Tamil month of a civil date: the sign the Sun occupies at that day's
 * sunset. (The Tamil rule: a month begins on the day of the Sun's
 * ingress when the ingress falls before sunset, otherwise on the next day.)
 */
export function tamilMonthOf(date: string, place: Place = TIRUVANNAMALAI): TamilMonth {
  return TAMIL_MONTHS[solarSignAt(sunset(date, place))]!;
}

/** The instant the Sun enters a sidereal sign (0-11) within `limitDays` after `from`. */
export function solarIngress(sign: number, from: number, limitDays = 370): number {
  // The tropical longitude of the ingress moves with the ayanamsa; two passes converge well below a second.
  let target = norm(sign * 30 + lahiriAyanamsa(from));
  let found = SearchSunLongitude(target, new Date(from), limitDays);
  if (!found) throw new Error(`Solar ingress ${sign} not found`);
  target = norm(sign * 30 + lahiriAyanamsa(found.date.getTime()));
  found = SearchSunLongitude(target, new Date(found.date.getTime() - 2 * DAY), 4);
  if (!found) throw new Error(`Solar ingress ${sign} not found`);
  return found.date.getTime();
}

/** New moons (elongation 0°) from `from` to `to`. */
export function newMoons(from: number, to: number): number[] {
  const out: number[] = [];
  let t = from;
  for (;;) {
    const found = SearchMoonPhase(0, new Date(t), 40);
    if (!found || found.date.getTime() >= to) return out;
    out.push(found.date.getTime());
    t = found.date.getTime() + DAY;
  }
}

// ---------------------------------------------------------------------------
// Moon rise and set

/** Moonrise on a civil date, or undefined when the Moon does not rise that day (about once a month). */
export function moonrise(date: string, place: Place = TIRUVANNAMALAI): number | undefined {
  return moonRiseSet(date, place, +1);
}

/** Moonset on a civil date, or undefined when the Moon does not set that day. */
export function moonset(date: string, place: Place = TIRUVANNAMALAI): number | undefined {
  return moonRiseSet(date, place, -1);
}

function moonRiseSet(date: string, place: Place, direction: 1 | -1): number | undefined {
  const start = startOfCivilDay(date, place);
  const found = SearchRiseSet(Body.Moon, observer(place), direction, new Date(start), 1);
  const t = found?.date.getTime();
  return t !== undefined && t < start + DAY ? t : undefined;
}

// ---------------------------------------------------------------------------
// Yoga and karana

/** The 27 yogas in order (the sum of the Sun's and Moon's sidereal longitudes, in steps of 13°20'). */
export const YOGAS = [
  "Vishkambha", "Priti", "Ayushman", "Saubhagya", "Shobhana", "Atiganda", "Sukarma", "Dhriti", "Shula",
  "Ganda", "Vriddhi", "Dhruva", "Vyaghata", "Harshana", "Vajra", "Siddhi", "Vyatipata", "Variyan",
  "Parigha", "Shiva", "Siddha", "Sadhya", "Shubha", "Shukla", "Brahma", "Indra", "Vaidhriti",
] as const;

/** Yoga index 0 to 26. */
export function yogaAt(instant: number): number {
  return Math.floor(yogaLongitude(instant) / (360 / 27)) % 27;
}

function yogaLongitude(instant: number): number {
  return norm(siderealSunLongitude(instant) + siderealMoonLongitude(instant));
}

/** The seven movable karanas, repeated eight times from the second half of Shukla Pratipada. */
const MOVABLE_KARANAS = ["Bava", "Balava", "Kaulava", "Taitila", "Gara", "Vanija", "Vishti"] as const;

/**
 * The name of karana 0 to 59 (each half of a tithi, 6° of elongation): Kimstughna for the first half
 * of Shukla Pratipada, the seven movable karanas eight times over, then Shakuni, Chatushpada and Naga
 * for the last three halves of the month.
 */
export function karanaName(index: number): string {
  if (index === 0) return "Kimstughna";
  if (index >= 57) return (["Shakuni", "Chatushpada", "Naga"] as const)[index - 57]!;
  return MOVABLE_KARANAS[(index - 1) % 7]!;
}

/** Karana index 0 to 59. */
export function karanaAt(instant: number): number {
  return Math.min(59, Math.floor(elongation(instant) / 6));
}

// ---------------------------------------------------------------------------
// Spans of the steps of a moving angle (nakshatra, yoga, karana)

export interface Span {
  /** The step's index (nakshatra 0-26, yoga 0-26, karana 0-59). */
  index: number;
  start: number;
  end: number;
}

interface Stepper {
  /** The angle, 0 to 360°, that grows with time. */
  angle: (instant: number) => number;
  /** Degrees per step. */
  step: number;
  steps: number;
  /** A typical rate in degrees per day (for the first guess). */
  rate: number;
}

const STEPPERS = {
  tithi: { angle: elongation, step: 12, steps: 30, rate: 12.2 },
  nakshatra: { angle: siderealMoonLongitude, step: 360 / 27, steps: 27, rate: 13.2 },
  yoga: { angle: yogaLongitude, step: 360 / 27, steps: 27, rate: 14.2 },
  karana: { angle: elongation, step: 6, steps: 60, rate: 12.2 },
} satisfies Record<string, Stepper>;

/**
 * Every step of a moving angle that overlaps [from, to), in order: the nakshatras, yogas or karanas.
 * Each boundary is found by Newton's method on the angle (a few evaluations each), to well under a second.
 */
export function spansOf(kind: keyof typeof STEPPERS, from: number, to: number): Span[] {
  const s = STEPPERS[kind];
  const spans: Span[] = [];
  const angle = s.angle(from);
  let index = Math.floor(angle / s.step) % s.steps;
  // The current step's start, behind `from` by the degrees already gone.
  let start = crossing(s, index * s.step, from, -(angle - index * s.step), s.rate);
  let rate = s.rate;
  while (start < to) {
    // From one boundary the next is a whole step ahead; the last step's pace is the best first guess.
    const end = crossing(s, ((index + 1) % s.steps) * s.step, start, s.step, rate);
    spans.push({ index, start, end });
    rate = s.step / ((end - start) / DAY);
    index = (index + 1) % s.steps;
    start = end;
  }
  return spans;
}

/**
 * The instant at which the angle reaches `target`, `gap` degrees ahead of (or, negative, behind) its
 * value at `near`: the secant method from a first guess at `rate`, to half a second (the site shows minutes).
 */
function crossing(s: Stepper, target: number, near: number, gap: number, rate: number): number {
  const ahead = (t: number) => ((target - s.angle(t) + 540) % 360) - 180;
  let t0 = near + (gap / rate) * DAY;
  let g0 = ahead(t0);
  let t1 = t0 + (g0 / rate) * DAY;
  for (let i = 0; i < 12 && Math.abs(t1 - t0) > 500; i++) {
    const g1 = ahead(t1);
    const next = g1 === g0 ? t1 : t1 - (g1 * (t1 - t0)) / (g1 - g0);
    [t0, g0, t1] = [t1, g1, next];
  }
  return Math.round(t1);
}

/**
 * The first civil day of the Tamil month that holds `date`: the day of the Sun's entry into the sign
 * when the entry falls before that day's sunset, otherwise the day after (as tamilMonthOf).
 */
export function tamilMonthStart(date: string, place: Place = TIRUVANNAMALAI): { first: string; ingress: number } {
  const sign = solarSignAt(sunset(date, place));
  const ingress = solarIngress(sign, startOfCivilDay(date, place) - 33 * DAY, 40);
  const day = civilDate(ingress, place);
  return { first: ingress < sunset(day, place) ? day : addDays(day, 1), ingress };
}

/** The Tamil date of a civil date: the solar month and the day of it (1 to 32). */
export function tamilDate(date: string, place: Place = TIRUVANNAMALAI): { month: TamilMonth; day: number } {
  const { first } = tamilMonthStart(date, place);
  return { month: tamilMonthOf(date, place), day: Math.round((Date.parse(date) - Date.parse(first)) / DAY) + 1 };
}
