/**
 * The pilgrimage planner (issue 16): from the dates of a stay, who is travelling and what they came
 * for, a day-by-day plan built on the calendar engine's events for those dates (full-moon nights,
 * Pradosham, Shivaratri, festivals), with the practical facts and warnings that apply. Pure: the
 * route gives it the events and the facts; the same query always gives the same plan, so a plan's
 * address is its share link.
 */
import { addDays } from "./calendar/astro";
import type { CalendarEvent, EventType } from "./calendar/events";
import { formatFullDate, formatShortDate } from "./calendar/format";
import { eventsOn, girivalamText, isExtendedEntry, isFullMoon, walkingNight } from "./calendar/query";
import type { PlannerFactId } from "~/content/guides/planner-facts";

export const INTERESTS = {
  girivalam: "Girivalam, the walk round the hill",
  temple: "The Arunachaleswarar temple",
  ramana: "Sri Ramanasramam and the caves on the hill",
  calendar: "Festivals and sacred days in my dates",
} as const;
export type Interest = keyof typeof INTERESTS;
export const INTEREST_KEYS = Object.keys(INTERESTS) as Interest[];

/** The longest stay the planner plans, in days. */
export const MAX_DAYS = 10;

export interface PlanRequest {
  from: string;
  to: string;
  elderly: boolean;
  children: boolean;
  interests: Interest[];
}

/** The address of a plan: its share link. */
export function planSearch(r: PlanRequest): string {
  const p = new URLSearchParams({ from: r.from, to: r.to });
  if (r.elderly) p.set("elderly", "1");
  if (r.children) p.set("children", "1");
  if (r.interests.length < INTEREST_KEYS.length) for (const i of r.interests) p.append("i", i);
  return `?${p.toString()}`;
}

export type DayPart = "dawn" | "morning" | "afternoon" | "evening" | "night";

export interface PlanItem {
  part: DayPart;
  title: string;
  text: string;
  /** Further notes (for elderly pilgrims, children). */
  notes: string[];
  /** The site's page about it. */
  href?: string;
  /** Facts the item states, by id (their sources are listed with the plan). */
  facts: PlannerFactId[];
  /** A timed item (the full-moon walk): ISO instants. */
  window?: { start: string; end: string };
}

export interface PlanDay {
  date: string;
  /** The sacred days the calendar keeps on this date. */
  kept: { title: string; type: EventType; time: string }[];
  items: PlanItem[];
}

export interface PlanWarning {
  title: string;
  text: string;
  facts: PlannerFactId[];
}

export interface Plan {
  request: PlanRequest;
  days: PlanDay[];
  warnings: PlanWarning[];
  /** How the walk was placed: on a full-moon night of the stay, on Maha Shivaratri night, at dawn on an ordinary day, or not asked for. */
  walk: "full-moon" | "shivaratri" | "dawn" | "none";
  /** When the stay has no full-moon night: the next one after it. */
  nextFullMoon?: { night: string; text: string };
  /** Every fact the plan states, for its sources list. */
  facts: PlannerFactId[];
}

const dayList = (from: string, to: string) => {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
};

/**
 * The plan for a stay. `events` must cover the stay and the two months after it (for the next
 * full moon). Placement: the full-moon walk on its night when the stay has one (the night that
 * holds more of the Pournami if both are in the stay), else on Maha Shivaratri night, else at dawn
 * on the first full day; the temple on a morning without a dawn walk; the ashram and caves on a
 * different morning when the stay allows; each sacred day of the calendar on its own day.
 */
export function makePlan(request: PlanRequest, events: readonly CalendarEvent[]): Plan {
  const { from, to, elderly, children, interests } = request;
  const wants = (i: Interest) => interests.includes(i);
  const dates = dayList(from, to);
  const days: PlanDay[] = dates.map((date) => ({
    date,
    kept: eventsOn(events, date)
      .filter((e) => !isExtendedEntry(e))
      .map((e) => ({ title: e.title, type: e.type, time: e.time })),
    items: [],
  }));
  const day = (date: string) => days.find((d) => d.date === date)!;
  const used = new Set<PlannerFactId>();
  const add = (date: string, item: Omit<PlanItem, "notes" | "facts"> & Partial<Pick<PlanItem, "notes" | "facts">>) => {
    const full: PlanItem = { notes: [], facts: [], ...item };
    for (const f of full.facts) used.add(f);
    day(date).items.push(full);
  };
  // Nights spent in the town: the evening of every day but the last, or the one day of a day trip.
  const nights = dates.length === 1 ? dates : dates.slice(0, -1);
  const fullMoons = events.filter((e) => isFullMoon(e) && e.girivalam);

  // The walk.
  let walk: Plan["walk"] = "none";
  let walkDate: string | undefined;
  let nextFullMoon: Plan["nextFullMoon"];
  if (wants("girivalam")) {
    const moon = fullMoons.find((e) => e.girivalam!.nights.some((n) => nights.includes(n.date)));
    const shivaratri = events.find((e) => e.type === "shivaratri" && nights.includes(e.date));
    const walkNotes = [
      ...(elderly ? ["With elderly pilgrims: go round by autorickshaw or car, or walk a part of the path and ride the rest; rest at the shrines on the way."] : []),
      ...(children ? ["With children: the walk is long for small legs; carry water, go at their pace and keep hold of them in the crowd."] : []),
    ];
    if (moon) {
      const night = moon.girivalam!.nights.find((n) => n.date === walkingNight(moon) && nights.includes(n.date)) ?? moon.girivalam!.nights.find((n) => nights.includes(n.date))!;
      walk = "full-moon";
      walkDate = night.date;
      add(night.date, {
        part: "night",
        title: `Girivalam on the full-moon night (${moon.title})`,
        text: `${girivalamText(moon.girivalam!)} The temple announces its own window, which can differ by up to about an hour and a half.`,
        notes: walkNotes,
        href: "/girivalam-guide",
        facts: ["girivalamWalk", "fullMoonCrowd", ...(elderly ? (["girivalamByAuto"] as const) : [])],
        window: { start: night.from, end: night.to },
      });
    } else if (shivaratri) {
      walk = "shivaratri";
      walkDate = shivaratri.date;
      add(shivaratri.date, {
        part: "night",
        title: "Girivalam on Maha Shivaratri night",
        text: `${shivaratri.time}. Walking round the hill through this night is an old custom at Arunachala; the temple keeps the four watches of worship.`,
        notes: walkNotes,
        href: "/girivalam-guide",
        facts: ["girivalamWalk", ...(elderly ? (["girivalamByAuto"] as const) : [])],
      });
    } else {
      walk = "dawn";
      walkDate = dates.length > 1 ? dates[1]! : dates[0]!;
      add(walkDate, {
        part: "dawn",
        title: "Girivalam at first light",
        text: "Your dates hold no full-moon night. The walk is as sacred on any day, and far quieter: start before dawn, from the Raja Gopuram, keeping the hill on your right.",
        notes: walkNotes,
        href: "/girivalam-guide",
        facts: ["girivalamWalk", ...(elderly ? (["girivalamByAuto"] as const) : [])],
      });
    }
    if (walk !== "full-moon") {
      const next = fullMoons.find((e) => walkingNight(e) > to);
      if (next) nextFullMoon = { night: walkingNight(next), text: girivalamText(next.girivalam!) };
    }
  }

  // Mornings: the temple, then the ashram and the caves, each on its own morning where the stay allows.
  const mornings = dates.filter((d) => !(walk === "dawn" && d === walkDate));
  // The arrival day's morning is usually spent travelling; prefer the days after it.
  const byPreference = [...mornings.filter((d) => d !== from || dates.length === 1), ...(dates.length > 1 ? mornings.filter((d) => d === from) : [])];
  const takeMorning = () => {
    const free = byPreference.find((d) => !day(d).items.some((i) => i.part === "morning"));
    return free ?? byPreference[0] ?? dates[0]!;
  };
  if (wants("temple")) {
    const date = takeMorning();
    const moonDay = fullMoons.some((e) => e.date === date);
    const annabhishekam = fullMoons.find((e) => e.date === date && e.title.startsWith("Aippasi"));
    add(date, {
      part: "morning",
      title: "Darshan at the Arunachaleswarar temple",
      text: `Go early, before the day's heat and the queues. Enter by the Raja Gopuram on the east and move inwards through the courtyards to Arunachaleswarar, then to Unnamulai Amman.${moonDay ? " It is a full-moon day: expect long queues." : ""}${annabhishekam ? " It is Annabhishekam: plan to be out by 3 PM." : ""}`,
      notes: elderly ? ["With elderly pilgrims: ask at the Raja Gopuram whether the battery car is running."] : [],
      href: "/temple-guide",
      facts: ["templeHours", ...(moonDay ? (["templeFullMoon"] as const) : []), ...(annabhishekam ? (["annabhishekam"] as const) : []), ...(elderly ? (["batteryCar"] as const) : [])],
    });
  }
  if (wants("ramana")) {
    const date = takeMorning();
    add(date, {
      part: "morning",
      title: "Sri Ramanasramam, then up to Skandashram and Virupaksha cave",
      text: "Sit in the Samadhi Hall, perhaps for the morning's Vedaparayana, then take the path from beside the ashram up the hill to the two caves where Sri Ramana lived before he came down to the foot of the hill. Go quietly, and keep to the path.",
      notes: [
        ...(elderly ? ["With elderly pilgrims: the path is uneven and steep in places; the ashram alone is a full and quiet morning."] : []),
        ...(children ? ["With children: the path is rocky and steep in places; hold small hands on the stretch between the caves."] : []),
      ],
      href: "/ramana",
      facts: ["ashram", "caves", "hillClimb"],
    });
  }

  // The calendar's sacred days in the stay, each on its day.
  if (wants("calendar")) {
    for (const d of days) {
      for (const e of eventsOn(events, d.date)) {
        if (e.type === "pradosham") {
          add(d.date, { part: "evening", title: `${e.title} at the temple`, text: `${e.time}. ${e.description}`, href: "/ritual-guide" });
        } else if (e.type === "festival" || e.type === "ramana") {
          add(d.date, { part: e.type === "ramana" ? "morning" : "evening", title: e.title, text: `${e.time}. ${e.description}`, href: `/spiritual-calendars?date=${e.date}` });
        } else if (e.type === "masikShivaratri") {
          add(d.date, { part: "night", title: e.title, text: `${e.time}. ${e.ritual ?? ""}`.trim(), href: "/ritual-guide" });
        }
      }
    }
  }

  // Days with nothing planned.
  for (const d of days) {
    if (d.items.length > 0) continue;
    if (d.date === to && dates.length > 1) add(d.date, { part: "morning", title: "Leaving", text: "A last look at the hill from the Girivalam road or from the temple's eastern street before you go." });
    else add(d.date, { part: "morning", title: "An unhurried day", text: "Walk a part of the path again, read or sit at the ashram, or spend the evening at the temple for the lamps of the evening worship." });
  }
  const order: DayPart[] = ["dawn", "morning", "afternoon", "evening", "night"];
  for (const d of days) d.items.sort((a, b) => order.indexOf(a.part) - order.indexOf(b.part));

  // Warnings.
  const warnings: PlanWarning[] = [];
  const warn = (w: PlanWarning) => {
    for (const f of w.facts) used.add(f);
    warnings.push(w);
  };
  const deepam = events.find((e) => e.slug === "karthigai-deepam" && e.date >= addDays(from, -1) && e.date <= addDays(to, 1));
  if (deepam) {
    warn({
      title: `Karthigai Deepam on ${formatFullDate(deepam.date)}`,
      text: "The town's largest gathering of the year. Book your room months ahead, expect to walk long distances from where buses stop, and follow the district's announcements for that year.",
      facts: ["deepam"],
    });
  }
  const chitra = fullMoons.find((e) => e.title.startsWith("Chitra") && e.girivalam!.nights.some((n) => dates.includes(n.date)));
  if (chitra) {
    warn({ title: `Chitra Pournami (${formatShortDate(walkingNight(chitra))})`, text: "The year's largest full-moon crowd: book early and arrive before the roads close to cars.", facts: ["chitraPournami"] });
  } else if (walk === "full-moon") {
    warn({ title: "A full-moon night", text: "The path and the temple are crowded through the night; keep your group together and agree a place to meet.", facts: ["fullMoonCrowd"] });
  }
  if (dates.some((d) => d.slice(5, 7) === "04" || d.slice(5, 7) === "05")) {
    warn({
      title: "Heat in April and May",
      text: "Walk at dawn or after dark, carry water, cover your head, and keep the middle of the day for rest. Stone floors in the temple burn bare feet by noon.",
      facts: ["summerHeat"],
    });
  }

  return { request, days, warnings, walk, nextFullMoon, facts: [...used] };
}

/** A one-line summary of the stay: "4 days: Monday, December 21 to Thursday, December 24, 2026". */
export function staySummary(r: PlanRequest): string {
  const n = dayList(r.from, r.to).length;
  if (n === 1) return `A day trip on ${formatFullDate(r.from)}`;
  const first = r.from.slice(0, 4) === r.to.slice(0, 4) ? formatFullDate(r.from).replace(/, \d{4}$/, "") : formatFullDate(r.from);
  return `${n} days: ${first} to ${formatFullDate(r.to)}`;
}

export const PART_LABEL: Record<DayPart, string> = { dawn: "Before dawn", morning: "Morning", afternoon: "Afternoon", evening: "Evening", night: "Night" };

/** The next Saturday and Sunday from `today` (today itself if it is a Saturday). */
export function nextWeekend(today: string): { from: string; to: string } {
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const from = addDays(today, (6 - dow + 7) % 7);
  return { from, to: addDays(from, 1) };
}
