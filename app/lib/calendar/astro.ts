/**
 * Astronomy for the sacred calendar: sunrise and sunset, tithi, nakshatra and
 * the sidereal solar (Tamil) month, on astronomy-engine. Pure, no React.
 *
 * Instants are JavaScript epoch milliseconds (UTC). Civil dates are ISO strings
 * ("2026-11-24") in the location's time zone, which for India is a fixed
 * offset (IST, UTC+5:30, no daylight saving).
 */
import { Body, EclipticGeoMoon, MoonPhase, Observer, SearchMoonPhase, SearchRiseSet, SearchSunLongitude, SunPosition } from "astronomy-engine";

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
  const found = SearchRiseSet(Body.Sun, observer(place), direction, new Date(startOfCivilDay(date, place)), 1);
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
  return norm(SunPosition(new Date(instant)).elon - lahiriAyanamsa(instant));
}

// ---------------------------------------------------------------------------
// Tithi

export const TITHI_NAMES = [
  "Pratipada", "Dwitiya", "Tritiya", "Chaturthi", "Panchami", "Shashthi", "Saptami", "Ashtami",
  "Navami", "Dashami", "Ekadashi", "Dwadashi", "Trayodashi", "Chaturdashi",
] as const;

/** The Moon's elongation from the Sun in ecliptic longitude, 0 to 360° (0 new moon, 180 full moon). */
export function elongation(instant: number): number {
  return MoonPhase(new Date(instant));
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
  const spans: TithiSpan[] = [];
  let index = tithiAt(from);
  let start = boundaryBefore(index, from);
  while (start < to) {
    const end = nextBoundary(index, start);
    spans.push({ index, start, end });
    index = (index + 1) % 30;
    start = end;
  }
  return spans;
}

function nextBoundary(index: number, after: number): number {
  const found = SearchMoonPhase(((index + 1) % 30) * 12, new Date(after + MINUTE), 3);
  if (!found) throw new Error(`Tithi boundary not found after ${new Date(after).toISOString()}`);
  return found.date.getTime();
}

function boundaryBefore(index: number, instant: number): number {
  // A tithi lasts at most about 27 hours: its start lies within the 2 days before.
  const found = SearchMoonPhase(index * 12, new Date(instant - 2 * DAY), 2 + 1 / 24);
  if (!found || found.date.getTime() > instant) throw new Error(`Tithi start not found before ${new Date(instant).toISOString()}`);
  return found.date.getTime();
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
