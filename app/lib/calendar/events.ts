/**
 * A year's sacred events, with the spec's fields and time texts, from the
 * observance rules. Pure, no React: runs at build and in tests.
 */
import { addDays, localTime, type Place, startOfCivilDay, TIRUVANNAMALAI, type TithiSpan } from "./astro.ts";
import {
  amantaMonth,
  BHARANI_DEEPAM_TIME,
  ekadashiDays,
  fullOrNewMoonDays,
  girivalamNights,
  isMahaShivaratri,
  isSawanShivaratri,
  karthigaiDeepamDay,
  MAHA_DEEPAM_TIME,
  masikShivaratriDay,
  nishitaPeriod,
  pradoshamDay,
  pradoshaPeriod,
  type Sky,
  TITHI,
  yearSky,
} from "./rules.ts";
import { festivalEvents } from "./festival-events.ts";
import { formatClock, formatDayMonth, weekdayOf } from "./format.ts";

export const EVENT_TYPES = ["fullMoon", "ekadashi", "amavasya", "pradosham", "masikShivaratri", "shivaratri", "festival", "krittika", "ramana"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface CalendarEvent {
  /** Civil date in Tiruvannamalai, "YYYY-MM-DD". */
  date: string;
  title: string;
  type: EventType;
  /** The time text: 'Begins: ... | Ends: ...', 'Twilight period - ...', 'Nishita Kaal: ...', a vigil range or a festival note. */
  time: string;
  description: string;
  ritual: string;
  /** For tithi observances: the tithi's start and end (ISO instants). */
  begins?: string;
  ends?: string;
  /** For full moons: the nights on which the Pournami is in force (from and to as ISO instants), and the favoured one. */
  girivalam?: Girivalam;
  /** For festivals: a name for the event within its date and type ("thai-poosam"), used in its feed address and UID. */
  slug?: string;
  /** For festivals: where the description's facts and the rule come from. */
  sources?: EventSource[];
}

export interface EventSource {
  label: string;
  url: string;
}

export interface Girivalam {
  /** From sunset or from the tithi's start, to the next sunrise or the tithi's end: `fromSunset`/`toSunrise` say which. */
  nights: { date: string; from: string; to: string; fromSunset: boolean; toSunrise: boolean }[];
  /** The evening (civil date) of the night the tithi covers longer. */
  favoured: string;
}

/** Order of events that share a date. */
const TYPE_ORDER: Record<EventType, number> = {
  festival: 0,
  ramana: 1,
  shivaratri: 2,
  fullMoon: 3,
  masikShivaratri: 4,
  pradosham: 5,
  ekadashi: 6,
  amavasya: 7,
  krittika: 8,
};

export function sortEvents(events: CalendarEvent[]): CalendarEvent[] {
  return events.sort((a, b) => a.date.localeCompare(b.date) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
}

/** First and last years the site computes. */
export const FIRST_YEAR = 2024;
export const LAST_YEAR = 2035;
export const CALENDAR_YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);

/** A real civil date ("YYYY-MM-DD") in an offered year, else undefined: for dates taken from addresses. */
export function calendarDate(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  return real && CALENDAR_YEARS.includes(Number(value.slice(0, 4))) ? value : undefined;
}

/** Every sacred event of one civil year at a place (by default Tiruvannamalai). */
export function computeYearEvents(year: number, place: Place = TIRUVANNAMALAI): CalendarEvent[] {
  const sky = yearSky(year, place);
  // The sky reaches a month either side (for the festivals of Margazhi); the tithi rules need only the
  // tithis that can give a day in the year.
  const [edgeFrom, edgeTo] = [startOfCivilDay(`${year - 1}-12-26`, place), startOfCivilDay(`${year + 1}-01-06`, place)];
  const spansOf = (index: number) => sky.spansOf(index).filter((s) => s.end > edgeFrom && s.start < edgeTo);
  const inYear = (date: string) => date.startsWith(`${year}-`);
  const events: CalendarEvent[] = [];
  const push = (e: CalendarEvent) => {
    if (inYear(e.date)) events.push(e);
  };
  const tithiWindow = (span: TithiSpan) => ({
    time: `Begins: ${formatClock(span.start, place)}, ${formatDayMonth(span.start, place)} | Ends: ${formatClock(span.end, place)}, ${formatDayMonth(span.end, place)}`,
    begins: new Date(span.start).toISOString(),
    ends: new Date(span.end).toISOString(),
  });

  for (const span of spansOf(TITHI.purnima)) {
    const nights = girivalamNights(sky, span);
    const girivalam: Girivalam = {
      nights: nights.nights.map((n) => ({
        date: n.date,
        from: new Date(n.from).toISOString(),
        to: new Date(n.to).toISOString(),
        fromSunset: n.from > span.start,
        toSunrise: n.to < span.end,
      })),
      favoured: nights.favoured,
    };
    for (const { date, extended } of fullOrNewMoonDays(sky, span)) push({ date, type: "fullMoon", ...tithiWindow(span), ...fullMoonText(nights.favoured, extended, sky), girivalam });
  }
  for (const span of spansOf(TITHI.amavasya)) {
    for (const { date, extended } of fullOrNewMoonDays(sky, span)) push({ date, type: "amavasya", ...tithiWindow(span), ...newMoonText(date, extended, span, sky) });
  }
  for (const span of [...spansOf(TITHI.shuklaEkadashi), ...spansOf(TITHI.krishnaEkadashi)]) {
    const { smarta, vaishnava } = ekadashiDays(sky, span);
    push({ date: smarta, type: "ekadashi", ...tithiWindow(span), ...ekadashiText(smarta, span, false, sky) });
    if (vaishnava) push({ date: vaishnava, type: "ekadashi", ...tithiWindow(span), ...ekadashiText(vaishnava, span, true, sky) });
  }
  for (const span of [...spansOf(TITHI.shuklaTrayodashi), ...spansOf(TITHI.krishnaTrayodashi)]) {
    const date = pradoshamDay(sky, span);
    const period = pradoshaPeriod(sky, date);
    push({
      date,
      type: "pradosham",
      time: `Twilight period - ${formatClock(period.start, place)} to ${formatClock(period.end, place)}`,
      ...pradoshamText(date, span),
    });
  }
  for (const span of spansOf(TITHI.krishnaChaturdashi)) {
    const date = masikShivaratriDay(sky, span);
    const nishita = nishitaPeriod(sky, date);
    const sawan = isSawanShivaratri(span, sky);
    push({
      date,
      type: "masikShivaratri",
      time: `Nishita Kaal: ${formatClock(nishita.start, place)} to ${formatClock(nishita.end, place)}, ${formatDayMonth(nishita.end, place)}`,
      title: sawan ? "Sawan Shivaratri" : "Masik Shivaratri",
      description: sawan
        ? "The monthly Shivaratri of Shravana (Sawan) in the North Indian reckoning, the most widely kept of the monthly Shivaratris: the night of the fourteenth day of the waning moon, sacred to Shiva."
        : "The monthly Shivaratri: the night of Krishna Chaturdashi, the fourteenth day of the waning moon, kept for Shiva with worship at midnight.",
      ritual: "Worship Shiva at midnight, in the Nishita Kaal, and chant Om Namah Shivaya. Many keep a fast through the day and stay awake into the night.",
    });
    if (isMahaShivaratri(span, sky)) {
      const dusk = sky.sunset(date);
      const dawn = sky.sunrise(addDays(date, 1));
      push({
        date,
        type: "shivaratri",
        title: "Maha Shivaratri",
        time: `Night-long vigil: ${formatClock(dusk, place)}, ${formatDayMonth(dusk, place)} to ${formatClock(dawn, place)}, ${formatDayMonth(dawn, place)}`,
        description:
          "The Great Night of Shiva, the Krishna Chaturdashi of the lunar month Magha. At Arunachala it recalls the column of fire whose end Brahma and Vishnu could not find, and worship is offered through the four watches of the night.",
        ritual:
          "Fast through the day, stay awake through the night and join the worship of each of the four watches; walking Girivalam through the night is an old custom here.",
      });
    }
  }
  const deepam = karthigaiDeepamDay(year, place, sky);
  for (const e of festivalEvents(year, sky, deepam, place)) push(e);
  push({
    date: deepam,
    type: "festival",
    slug: "karthigai-deepam",
    title: "Karthigai Deepam (Maha Deepam)",
    time: `Festival: Bharani Deepam at ${formatClock(localTime(deepam, BHARANI_DEEPAM_TIME, place), place)} in the temple; Maha Deepam lit on the summit at ${formatClock(localTime(deepam, MAHA_DEEPAM_TIME, place), place)}`,
    description:
      "The lamp festival of Arunachala, on the evening of the Krittika star in the Tamil month of Karthigai: the great lamp is lit on the summit, recalling Shiva's appearance as a column of fire. It burns for about eleven days (reports say ten or eleven).",
    ritual:
      "Face the hill at 6 PM as the lamp is lit, chanting 'Annamalaiyarukku Arohara' with the crowd, and light lamps at your own door at dusk.",
    sources: [
      { label: "DT Next: Barani and Maha Deepams lit, 2022", url: "https://www.dtnext.in/tamilnadu/2022/12/06/devotion-in-full-glow-as-barani-and-maha-deepams-lit-in-t-malai" },
      { label: "The New Indian Express: Maha Deepam 2025", url: "https://www.newindianexpress.com/states/tamil-nadu/2025/Dec/04/lakhs-of-devotees-brave-rain-to-witness-maha-deepam-in-tiruvannamalai" },
      { label: "The Hindu: Maha Deepam 2021", url: "https://www.thehindu.com/news/national/tamil-nadu/maha-deepam-brings-life-back-to-tiruvannamalai/article37589284.ece/amp/" },
    ],
  });
  return sortEvents(events);
}

type Text = Pick<CalendarEvent, "title" | "description" | "ritual">;

const GIRIVALAM_RITUAL =
  "Walk Girivalam, the path of about 14 km around the hill, clockwise with Arunachala on your right, barefoot if you can, chanting or in silence, while the Pournami tithi is in force.";

/**
 * A full moon is named by the Tamil month of its walking night, as the temple names it (the window of
 * 16-17 October 2024 was "Purattasi Pournami", that of 15 November 2024 "Aippasi Pournami"): two full
 * moons in one solar month no longer share a name.
 */
function fullMoonText(night: string, extended: boolean, sky: Sky): Text {
  const month = sky.tamilMonth(night);
  const name = month === "Chithirai" ? "Chitra Pournami" : `${month} Pournami`;
  const special: Partial<Record<string, string>> = {
    Chithirai: "Chitra Pournami, the full moon of Chithirai, draws one of the largest Girivalam crowds of the year to Tiruvannamalai.",
    Karthigai: "The full moon of Karthigai, the month of the lamp festival; Girivalam on these nights is walked with the Deepam burning on the summit.",
  };
  return {
    title: extended ? `${name} (Extended)` : name,
    description: extended
      ? "The Pournami tithi is still in force at this morning's sunrise, so Tamil calendars list the full moon on this day too."
      : (special[month] ?? `Pournami, the full moon of the Tamil month of ${month}: the most auspicious time to walk Girivalam around Arunachala.`),
    ritual: GIRIVALAM_RITUAL,
  };
}

function newMoonText(date: string, extended: boolean, span: TithiSpan, sky: Sky): Text {
  const month = sky.tamilMonth(date);
  // The new moon that ends (nija) Bhadrapada: the Sun in Simha at the month's start, and not a leap month
  // (in a year with an adhika Bhadrapada the name went to two new moons).
  const lunar = amantaMonth(span.start, sky);
  const mahalaya = lunar.sign === 4 && !lunar.adhika;
  const name = mahalaya ? "Mahalaya Amavasya" : month === "Thai" || month === "Aadi" ? `${month} Amavasai` : `${month} Amavasya`;
  const special = mahalaya
    ? "Mahalaya Amavasya closes the fortnight of the ancestors (Pitru Paksha), the most important day of the year for offerings to one's forebears."
    : month === "Thai" || month === "Aadi"
      ? `${month} Amavasai, one of the two new moons of the Tamil year most kept for the ancestors; families gather at the temple tanks for tarpanam.`
      : `Amavasya, the new moon of ${month}: a day for remembering one's ancestors with tarpanam at the temple tanks of Tiruvannamalai.`;
  return {
    title: extended ? `${name} (Extended)` : name,
    description: extended ? "The Amavasya tithi is still in force at this morning's sunrise, so Tamil calendars list the new moon on this day too." : special,
    ritual: "Offer tarpanam of water and sesame for your ancestors in the morning, at home or at a temple tank, and give food to someone in need.",
  };
}

function ekadashiText(date: string, span: TithiSpan, vaishnava: boolean, sky: Sky): Text {
  const waxing = span.index === TITHI.shuklaEkadashi;
  const vaikuntha = waxing && sky.tamilMonth(date) === "Margazhi";
  const base = vaikuntha ? "Vaikuntha Ekadashi" : `${waxing ? "Shukla" : "Krishna"} Ekadashi`;
  return {
    title: vaishnava ? `${base} (Vaishnava)` : base,
    description: vaishnava
      ? "The alternate Ekadashi day, kept by Vaishnavas and by ascetics when Dashami touches the dawn of the first day or Ekadashi holds two sunrises, and on the first of two Dwadashi sunrises (a mahadvadashi)."
      : vaikuntha
        ? "Vaikuntha Ekadashi, the Ekadashi of the bright fortnight of Margazhi: at dawn the northern gate, the gate of Vaikuntha, is opened in Vishnu temples."
        : `The eleventh day of the ${waxing ? "waxing" : "waning"} moon, kept as a fast in honour of Vishnu.`,
    ritual: "Fast, or eat one simple meal without grains, and break the fast the next morning after sunrise while Dwadashi is in force.",
  };
}

function pradoshamText(date: string, span: TithiSpan): Text {
  const weekday = weekdayOf(date);
  const name = weekday === "Monday" ? "Soma Pradosham" : weekday === "Saturday" ? "Shani Pradosham" : "Pradosham";
  return {
    title: name,
    description: `The twilight of Trayodashi, the thirteenth day of the ${span.index === TITHI.shuklaTrayodashi ? "waxing" : "waning"} moon, when Shiva is worshipped at dusk and Nandi is bathed in the temple${name === "Pradosham" ? "" : `; on a ${weekday} it is ${name}`}.`,
    ritual: "Be at the temple before sunset, as the abhishekam of Nandi begins in the late afternoon, or walk around the hill in the evening; many fast until the twilight worship.",
  };
}

