/**
 * The festival year as calendar events: each festival's day by its rule (festivals.ts), with its
 * description, the ritual to put first, and the sources its facts come from. Pure, no React.
 */
import { addDays, type Place, type TamilMonth, tamilMonthStart } from "./astro.ts";
import type { CalendarEvent, EventSource } from "./events.ts";
import {
  aradhanaDays,
  eveningStarDay,
  navaratriDays,
  soorasamharamDays,
  STAR,
  starFestivalDays,
  starWindow,
  tamilDeepavaliDays,
} from "./festivals.ts";
import { formatClock, formatDayMonth, formatShortDate } from "./format.ts";
import { brahmotsavamDays, type Sky } from "./rules.ts";

const src = (label: string, url: string): EventSource => ({ label, url });

/** Sources, each used by one or more festivals (see docs/research/calendar/). */
const S = {
  drikDeepavali: src("Drik Panchang: Tamil Deepavali", "http://www.drikpanchang.com/tamil/festivals/tamil-deepavali/tamil-deepavali-date-time.html"),
  livemintPuthandu: src("Mint: Tamil New Year 2025", "https://www.livemint.com/news/tamil-new-year-2025-date-and-time-to-celebrate-puthandu-in-tamil-nadu-malaysia-singapore-and-sri-lanka/amp-11744358682052.html"),
  nagarathar: src("Nagarathar Gateway: Tiruvoodal 2013", "http://nagarathargateway.com/news_detail.php?news_id=1575"),
  templenet: src("Templenet: festivals of Tiruvannamalai", "http://templenet.com/Tamilnadu/Tiruvannamalai/festivals.html"),
  dinamalar2026: src("Dinamalar temple news, 17 January 2026", "https://temple.dinamalar.com/news_detail.php?id=157576"),
  abpTheerthavari: src("ABP Nadu: Annamalaiyar's theerthavari", "https://tamil.abplive.com/spiritual/tiruvannamalai-annamalaiyar-temple-annamalaiyar-tirthavari-devotees-worship-tnn-105370/amp"),
  omarunachalaPoosam: src("Om Arunachala: Thai Poosam theerthavari", "https://omarunachala.com/?p=16125"),
  muruganPoosam: src("Murugan.org: Thai Pusam", "http://murugan.org/category/thai-pusam/"),
  dailyTamilPoosam: src("Daily Calendar Tamil: Thaipusam 2024", "https://www.dailycalendartamil.com/thaipusam-2024/"),
  etvMagam: src("ETV Bharat: Annamalaiyar gives tithi to Vallala Maharaja, 2023", "https://etvbharat.com/amp/tamil/tamil-nadu/state/thiruvannamalai/annamalaiyar-gives-tithi-to-vallala-maharaja/tamil-nadu20230306215045978978082"),
  durgaMagam: src("DurgaNavratri.in: Masi Magam 2024", "https://www.durganavratri.in/2022/02/masi-magam-2024-date.html"),
  kandaswamyUthiram: src("Sri Kandaswamy Kovil: Panguni Uttharam", "https://srikandaswamykovil.org/2018/03/29/pangguni-uttharam-2018/"),
  organiserUthiram: src("Organiser: Panguni Uthiram, 2021", "https://organiser.org/2021/03/29/135171/bharat/panguni-uthiram-celebrated-in-tamil-nadu-and-kerala-coincides-with-holi/"),
  durgaVisakam: src("DurgaNavratri.in: Vaikasi Visakam 2024", "https://www.durganavratri.in/2022/06/vaikasi-visakam-2024-date.html"),
  asianetVisakam: src("Asianet News Tamil: Vaikasi Visakam 2023", "https://tamil.asianetnews.com/amp/gallery/spiritual/vaikasi-visakam-2023-date-time-murugan-worship-ruqjt4"),
  etvPooram: src("ETV Bharat: Tiruvannamalai temple fire-walking, 2022", "https://etvbharat.com/amp/tamil/tamil-nadu/videos/top-videos/tiruvannamalai-temple-thimithi-festival/tamil-nadu20220802141842437437417"),
  omarunachalaPooram: src("Om Arunachala: news, Aadi Brahmotsavam 2020", "https://omarunachala.com/category/news-events/page/59"),
  astrovedPooram: src("AstroVed: Aadi Pooram 2025", "https://www.astroved.com/blogs/aadi-pooram-2025-date-and-time"),
  gosthalaKrittika: src("Gosthala: significance of Aadi Krithigai", "https://gosthala.com/significance-of-aadi-krithigai"),
  abpKrittika: src("ABP Nadu: Aadi Krithigai 2025", "https://tamil.abplive.com/spiritual/aadi-krithigai-2025-date-tamil-know-significance-importance-why-is-it-celebrated-229215"),
  oneindiaArudra: src("Oneindia Tamil: Arudra Darshanam", "https://tamil.oneindia.com/amphtml/spirtuality/arudra-darshanam-at-chidambaram-natarajar-temple-on-margazhi-tiruvathirai-490819.html"),
  latestlyArudra: src("LatestLY: Arudra Darshan 2025", "https://www.latestly.com/lifestyle/festivals-events/arudra-darshan-2025-date-thiruvathirai-nakshathram-timings-rituals-and-significance-of-the-tamil-festival-that-celebrates-the-cosmic-dance-of-lord-shiva-6548920.html"),
  indiaTodayShashti: src("India Today: Soorasamharam", "https://www.indiatoday.in/information/story/soorasamharam-2020-time-date-significance-and-celebration-1742508-2020-11-20"),
  moneycontrolShashti: src("Moneycontrol: Skanda Sashti 2024", "https://www.moneycontrol.com/religion/skanda-sashti-2024-date-time-and-significance-article-12837111.html"),
  lokmatDussehra: src("Lokmat Times: Dussehra 2025", "https://www.lokmattimes.com/lifestyle/dussehra-2025-date-shubh-muhurat-puja-timings-and-significance-of-vijayadashami-a510/"),
  tnTourismSaraswathi: src("Tamil Nadu Tourism: Saraswathi Pooja", "https://tamilnadutourism.com/festivals/saraswathi-pooja.php"),
  indiaTodayDussehra: src("India Today: Vijayadashami 2025", "https://www.indiatoday.in/information/story/when-is-dussehra-2025-know-the-correct-date-and-vijayadashami-muhurat-2794745-2025-09-28"),
  moneycontrolDeepavali: src("Moneycontrol: Tamil Deepavali 2025", "https://www.moneycontrol.com/religion/tamil-deepavali-2025-date-time-and-significance-article-13619240.html"),
  calendarinKrittika: src("Tamil Daily Calendar: Karthigai star days", "https://tamildaily.calendarin.com/கார்த்திகை-கிருத்திகை-தேதிகள்"),
  latestlyKrittika: src("LatestLY: Masik Karthigai, May 2025", "https://www.latestly.com/lifestyle/festivals-events/masik-karthigai-in-may-2025-date-know-date-rituals-and-significance-of-the-monthly-observance-dedicated-to-lord-murugan-6871797.html"),
  arunachalaLiveJayanti: src("Arunachala Live: Jayanti, January 2012", "http://www.arunachala-live.com/wordpress/?m=20120112"),
  hinduBlogJayanti: src("Hindu Blog: Ramana Maharshi Jayanti 2026", "http://www.hindu-blog.com/2025/12/bhagavan-sri-ramana-maharshi-jayanti.html"),
  dinakaranAradhana: src("Dinakaran: the 71st Aradhana", "https://m.dinakaran.com/article/news-detail/676496/amp?ref=entity&keyword=Ramana%20Dikshit"),
  archiveAradhana: src("Sri Ramanasramam archive: Aradhana 2025", "https://archive.arunachala.org/2025/aradhana/sri-ramanasramam"),
  dinamalarBrahmotsavam: src("Dinamalar: the Karthigai festival's schedule, 2021", "https://temple.dinamalar.com/news_detail.php?id=118163"),
  nieFlag2021: src("The New Indian Express: Deepam festival begins, 2021", "https://www.newindianexpress.com/states/tamil-nadu/2021/nov/11/deepam-fest-in-tmalai-temple-starts-2382051.html"),
  newsdrum2025: src("PTI via Newsdrum: Karthigai Deepam 2025", "https://www.newsdrum.in/national/people-brave-rain-take-part-in-karthigai-deepam-festival-with-fervour-in-tns-thiruvannamalai-10879247"),
  navrangBrahmotsavam: src("Navrang India: Karthigai Brahmotsavam 2019", "http://navrangindia.in/2019/12/karthigai-brahmotsavam-2019-at.html"),
  dinamaniDay5: src("Dinamani: day 5 of the Deepam festival, 2025", "https://www.dinamani.com/all-editions/edition-chennai/tiruvannamalai/2025/Nov/28/day-5-of-the-karthigai-deepam-festival"),
  kottamurasu2009: src("Kottam Murasu: the 2009 festival schedule", "http://kottammurasu.blogspot.com/2009/11/blog-post_9796.html"),
  etvTheppam2022: src("ETV Bharat: the float festival at Ayyankulam, 2022", "https://etvbharat.com/amp/tamil/tamil-nadu/state/thiruvannamalai/annamalaiyar-temple-theppam-festival-bhavani-in-aiyangulam-with-valli-deivanai/tamil-nadu20221210085850279279537"),
  puthiyathisaigal2025: src("Puthiya Thisaigal: the 2025 festival schedule", "https://puthiyathisaigal.com/?p=509226"),
  sewellDikshit: src("Sewell and Dikshit, The Indian Calendar (1896), p. 17", "https://en.wikisource.org/wiki/Page:Sewell_Dikshit_The_Indian_Calendar_(1896)_proc.djvu/33"),
  hinduCar2020: src("The Hindu: Deepam to be a low-key affair, 2020", "https://www.thehindu.com/news/national/tamil-nadu/tiruvannamalai-karthigai-deepam-to-be-low-key-affair-this-year/article33091705.ece"),
};

type FestivalEvent = CalendarEvent & { sources: EventSource[] };

function festival(date: string, slug: string, title: string, time: string, description: string, ritual: string, sources: EventSource[], type: CalendarEvent["type"] = "festival"): FestivalEvent {
  return { date, type, slug, title, time: `Festival: ${time}`, description, ritual, sources };
}

const twiceNote = (twice: string | undefined, first: string) =>
  twice ? ` This year the star comes twice in the month, on ${[first, twice].sort().map(formatShortDate).join(" and ")}; temples can differ.` : "";

interface StarFestival {
  slug: string;
  title: string;
  star: number;
  month: TamilMonth;
  withFullMoon: boolean;
  description: string;
  ritual: string;
  sources: EventSource[];
  time?: (date: string) => string;
}

/**
 * The festivals of a star in a Tamil month (festivals.ts, starFestivalDays): "with the full moon" ones
 * by the joint rule, the others by sunrise. `time` adds to the star's window in the time text. A function,
 * not a module-level table, so that browser bundles that import this module's neighbours leave the texts out.
 */
const starFestivals = (): StarFestival[] => [
  {
    slug: "thai-poosam",
    title: "Thai Poosam",
    star: STAR.pushya,
    month: "Thai",
    withFullMoon: true,
    description:
      "The Poosam star of Thai, kept with the month's full moon. Chandrasekharar is taken to the Eesanya tank for the sacred bath (theerthavari); on the way back, by the temple's legend, the news of King Vallala Maharaja's death is announced and the deity returns in silence.",
    ritual: "Be at the Eesanya tank for the theerthavari; across Tamil Nadu the day is Murugan's great festival.",
    sources: [S.omarunachalaPoosam, S.abpTheerthavari, S.dailyTamilPoosam, S.muruganPoosam],
  },
  {
    slug: "maasi-magam",
    title: "Maasi Magam",
    star: STAR.magha,
    month: "Maasi",
    withFullMoon: true,
    description:
      "The Magam star of Maasi, near the full moon. Annamalaiyar is taken to the river at Pallikondapattu for the theerthavari and, by the temple's legend, performs the yearly death rites (tithi) for King Vallala Maharaja.",
    ritual: "Follow Annamalaiyar's procession to the river at Pallikondapattu, or bathe in a temple tank and worship at home.",
    sources: [S.abpTheerthavari, S.etvMagam, S.durgaMagam],
  },
  {
    slug: "panguni-uthiram",
    title: "Panguni Uthiram",
    star: STAR.uttaraPhalguni,
    month: "Panguni",
    withFullMoon: true,
    description: "The Uthiram star of Panguni, with the full moon: the day of the divine weddings, kept in Shiva and Murugan temples across Tamil Nadu.",
    ritual: "Attend the wedding festival (thirukalyanam) at a temple, and pray for the harmony of your own household.",
    sources: [S.kandaswamyUthiram, S.organiserUthiram],
  },
  {
    slug: "vaikasi-visakam",
    title: "Vaikasi Visakam",
    star: STAR.vishakha,
    month: "Vaikasi",
    withFullMoon: true,
    description: "The Visakam star of Vaikasi, near the full moon: kept as the birthday of Murugan.",
    ritual: "Worship Murugan at one of his shrines or at home, with flowers and a lamp.",
    sources: [S.durgaVisakam, S.asianetVisakam],
  },
  {
    slug: "aadi-pooram",
    title: "Aadi Pooram",
    star: STAR.purvaPhalguni,
    month: "Aadi",
    withFullMoon: false,
    description:
      "The Pooram star of Aadi, the goddess's day (Andal's birthday in Vishnu temples). The temple keeps a ten-day Aadi Pooram festival for Parasakthi Amman, with the bangle ceremony (valaikappu) and fire-walking (theemithi) on the tenth day.",
    ritual: "Be at the temple for the goddess's bangle ceremony and, on the festival's last day, the fire-walking.",
    sources: [S.etvPooram, S.omarunachalaPooram, S.astrovedPooram],
    time: (date) => `; the temple's ten-day festival begins on ${formatShortDate(addDays(date, -9))}`,
  },
  {
    slug: "aadi-krittika",
    title: "Aadi Krittika",
    star: STAR.krittika,
    month: "Aadi",
    withFullMoon: false,
    description: "The Karthigai (Krittika) star of Aadi, kept for Murugan.",
    ritual: "Keep a fast through the day and worship Murugan in the evening, with lamps.",
    sources: [S.gosthalaKrittika, S.abpKrittika],
  },
  {
    slug: "arudra-darshan",
    title: "Arudra Darshan",
    star: STAR.ardra,
    month: "Margazhi",
    withFullMoon: true,
    description: "The Thiruvathirai star of Margazhi, near the full moon: the festival of Nataraja, Shiva as the dancer, one of the temple's festivals of the year.",
    ritual: "Be at the temple before dawn for Nataraja's abhishekam and darshan.",
    sources: [S.oneindiaArudra, S.latestlyArudra, S.templenet],
  },
];

/** Every festival of one civil year (events outside the year are left to the caller to drop). */
export function festivalEvents(year: number, sky: Sky, deepam: string, place: Place): FestivalEvent[] {
  const out: FestivalEvent[] = [];

  // The Tamil New Year: the first day of Chithirai.
  const chithirai = tamilMonthStart(`${year}-04-25`, place);
  out.push(
    festival(
      chithirai.first,
      "tamil-new-year",
      "Tamil New Year (Puthandu)",
      `the Sun enters sidereal Mesha at ${formatClock(chithirai.ingress, place)}, ${formatDayMonth(chithirai.ingress, place)}`,
      "Puthandu, the first day of the Tamil month of Chithirai: the new year begins when the Sun enters sidereal Mesha (Aries), on that day if it enters before sunset, otherwise on the next.",
      "Begin the year with darshan at the temple in the morning, and mark it at home with a lamp, a prayer and a meal shared with family.",
      [S.livemintPuthandu],
    ),
  );

  // Tiruvoodal: Mattu Pongal, the second day of Thai; the Lord's round of the hill the day after.
  const thai = tamilMonthStart(`${year}-01-25`, place);
  const tiruvoodal = addDays(thai.first, 1);
  out.push(
    festival(
      tiruvoodal,
      "tiruvoodal",
      "Tiruvoodal",
      `Mattu Pongal, the second day of Thai; Annamalaiyar's round of the hill on ${formatShortDate(addDays(tiruvoodal, 1))}`,
      "On Mattu Pongal, the day after Thai Pongal, the temple enacts Tiruvoodal, the quarrel of the divine couple, in Tiruvoodal Street; the next day Annamalaiyar goes around the hill, and their reconciliation follows. Temples that follow the Vakya almanac can begin Thai a day later (in 2026 the festival was on 16 January).",
      "Watch the Tiruvoodal in Tiruvoodal Street, and on the next day walk the Girivalam path behind Annamalaiyar's procession.",
      [S.nagarathar, S.templenet, S.dinamalar2026],
    ),
  );

  for (const f of starFestivals()) {
    for (const d of starFestivalDays(sky, f.star, f.month, f.withFullMoon)) {
      const time = `${starWindow(d.star, place)}${f.time?.(d.date) ?? ""}`;
      out.push(festival(d.date, f.slug, f.title, time, `${f.description}${twiceNote(d.twice, d.date)}`, f.ritual, f.sources));
    }
  }
  const aadiKrittika = out.filter((e) => e.slug === "aadi-krittika").map((e) => e.date);

  for (const date of soorasamharamDays(sky)) {
    out.push(
      festival(
        date,
        "skanda-shashti",
        "Skanda Shashti (Soorasamharam)",
        `the sixth day of the bright fortnight of Kartika; the six-day fast began on ${formatShortDate(addDays(date, -5))}`,
        "The close of the six-day Kanda Shashti fast for Murugan, when his victory over the demon Soorapadman is enacted in the evening. When Shashti begins before sunset on the fifth day, that evening is kept.",
        "Keep the day's fast, and watch the enactment of the victory (Soorasamharam) at a Murugan shrine in the evening.",
        [S.indiaTodayShashti, S.moneycontrolShashti],
      ),
    );
  }
  for (const n of navaratriDays(sky)) {
    out.push(
      festival(
        n.begins,
        "navaratri",
        "Navaratri begins",
        `the first of nine nights, to ${formatShortDate(n.navami)}`,
        "The first day of Navaratri, the nine nights of the Goddess, from the first day of the bright fortnight of the lunar month Ashvin.",
        "Light a lamp for the Goddess each evening of the nine nights, and visit the temple's Amman shrine.",
        [S.lokmatDussehra],
      ),
      festival(
        n.navami,
        "saraswati-puja",
        "Saraswati Puja and Ayudha Puja",
        "the ninth day of Navaratri (Mahanavami), the day before Vijayadashami",
        "The ninth day of Navaratri, kept in Tamil Nadu on the day before Vijayadashami: Saraswati is worshipped with books and instruments, and Ayudha Puja honours the tools of one's work.",
        "Place your books, instruments or tools before the Goddess, and leave them there until the next morning.",
        [S.tnTourismSaraswathi, S.lokmatDussehra],
      ),
      festival(
        n.dashami,
        "vijayadashami",
        "Vijayadashami",
        "the tenth day of Navaratri",
        "Vijayadashami, the tenth day, which closes Navaratri: Ashvin Shukla Dashami, kept on the day whose afternoon it holds.",
        "Take up again the books and tools laid before the Goddess the day before, and begin the day's work with them.",
        [S.lokmatDussehra, S.indiaTodayDussehra],
      ),
    );
  }
  for (const date of tamilDeepavaliDays(sky)) {
    out.push(
      festival(
        date,
        "deepavali",
        "Deepavali (Naraka Chaturdashi)",
        `kept in Tamil Nadu on the morning that Chaturdashi holds before sunrise`,
        "Deepavali as Tamil Nadu keeps it: the morning of Naraka Chaturdashi, the day before the new moon of Aippasi, which can be a day before the North Indian date.",
        "Take the oil bath before sunrise, while Chaturdashi holds, then light lamps and visit the temple.",
        [S.drikDeepavali, S.moneycontrolDeepavali],
      ),
    );
  }

  // The Karthigai Brahmotsavam around the Deepam.
  const brahmotsavam = brahmotsavamDays(deepam);
  out.push(
    festival(
      brahmotsavam.flagHoisting,
      "karthigai-brahmotsavam",
      "Karthigai Brahmotsavam begins",
      `day 1 of 10, flag hoisting in the morning; Maha Deepam on ${formatShortDate(deepam)}`,
      "The first of the ten days of the Karthigai festival, the temple's great festival of the year: the festival flag is raised on the golden flagstaff, and the ten days end with the lamp on the hill.",
      "Be in the temple at dawn for the flag hoisting, and plan your stay for the Deepam: rooms fill weeks ahead.",
      [S.nieFlag2021, S.dinamalarBrahmotsavam, S.newsdrum2025],
    ),
    festival(
      addDays(brahmotsavam.flagHoisting, 4),
      "rishabha-vahanam",
      "Rishabha vahanam (festival day 5)",
      "the fifth day of the Karthigai Brahmotsavam",
      "The fifth day of the Karthigai festival, when Annamalaiyar with Unnamulai Amman is taken out on the Rishabha (bull) vahanam; the silver chariot follows on the night of the sixth day.",
      "Stand in the streets around the temple for the procession, and see the decorated vahanams in the temple courtyards beforehand.",
      [S.navrangBrahmotsavam, S.dinamaniDay5, S.kottamurasu2009],
    ),
    festival(
      brahmotsavam.chariots,
      "maha-ratham",
      "Maha Ratham (chariot festival)",
      "the seventh day of the Karthigai Brahmotsavam",
      "The seventh day of the Karthigai festival, when the five deities (the Panchamurthis) ride their chariots through the streets around the temple, drawn by the crowd.",
      "Take a turn at the ropes of a chariot with the crowd, and keep clear of the wheels.",
      [S.dinamalarBrahmotsavam, S.hinduCar2020],
    ),
    festival(
      addDays(deepam, 1),
      "theppam",
      "Theppa utsavam (float festival)",
      `three nights from the day after the Deepam, to ${formatShortDate(addDays(deepam, 3))}`,
      "For three nights after the Deepam the deities are taken on a lit float around the Ayyankulam tank: Chandrasekharar on the first night, Parasakthi Amman on the second and Subramaniar on the third.",
      "Watch the float from the steps of the Ayyankulam tank after dark, with the lamp still burning on the hill above.",
      [S.etvTheppam2022, S.puthiyathisaigal2025, S.hinduCar2020],
    ),
  );

  // Monthly Krittika, but for the stars a Krittika festival already marks (the Deepam, Aadi Krittika).
  const near = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) <= 86_400_000;
  for (const star of sky.stars.filter((s) => s.index === STAR.krittika)) {
    const date = eveningStarDay(sky, star);
    if (near(date, deepam) || aadiKrittika.some((d) => near(date, d))) continue;
    out.push(
      festival(
        date,
        "krittika",
        "Krittika",
        starWindow(star, place),
        "The Krittika (Karthigai) star of the month, kept for Murugan in the evening; many devotees fast until the evening worship.",
        "Fast until the evening, then light a lamp and worship Murugan.",
        [S.calendarinKrittika, S.latestlyKrittika],
        "krittika",
      ),
    );
  }

  // Sri Ramanasramam.
  for (const d of starFestivalDays(sky, STAR.punarvasu, "Margazhi")) {
    out.push(
      festival(
        d.date,
        "ramana-jayanti",
        "Sri Ramana Jayanti",
        starWindow(d.star, place),
        `The birth anniversary of Bhagavan Sri Ramana Maharshi, kept at Sri Ramanasramam on the Punarvasu star of Margazhi by the almanac, not on the calendar date of his birth. Calendars can differ by a day when the star straddles two (4 or 5 January in 2026).${twiceNote(d.twice, d.date)}`,
        "Visit Sri Ramanasramam for the day's worship and chanting, or sit for a while with his teaching at home.",
        [S.arunachalaLiveJayanti, S.hinduBlogJayanti],
        "ramana",
      ),
    );
  }
  for (const date of aradhanaDays(sky)) {
    out.push(
      festival(
        date,
        "ramana-aradhana",
        "Sri Ramana Aradhana",
        "the waning Trayodashi (Krishna Trayodashi) of Chithirai",
        "The anniversary of Sri Ramana's passing (mahasamadhi) on 14 April 1950, kept at Sri Ramanasramam on the Krishna Trayodashi of Chithirai, the lunar day on which it fell, rather than on the calendar date; like a yearly shraddha, on the day whose afternoon holds that tithi.",
        "Visit the samadhi shrine at Sri Ramanasramam for the day's worship, or keep an hour of silence at home.",
        [S.dinakaranAradhana, S.archiveAradhana, S.sewellDikshit],
        "ramana",
      ),
    );
  }
  return out;
}
