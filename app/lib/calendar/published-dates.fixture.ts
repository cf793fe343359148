/**
 * Dates published for Tiruvannamalai observances, with their sources, against which the rules are
 * tested (rules.test.ts). Gathered from news reports of what happened at the temple and from almanac
 * lists; the full notes, with every disagreement between sources, are in
 * docs/research/calendar/published-dates.md. Where sources disagree, `also` holds the other date and
 * the test accepts either; `note` says which convention the site follows.
 */
export interface Published {
  date: string;
  source: string;
  also?: string;
  note?: string;
}

/** Maha Deepam lit on the hill (news reports of the lighting unless marked as an almanac forecast). */
export const DEEPAM: Record<number, Published> = {
  2011: { date: "2011-12-08", source: "hindupad.com, karthigai-deepam-8-december-2011 (almanac)" },
  2012: { date: "2012-11-27", source: "The Hindu, 28 Nov 2012, 'Lakhs witness Karthigai Deepam' (article4140984)" },
  2013: { date: "2013-11-17", source: "Deccan Chronicle, 18 Nov 2013, 'Maha Deepam lights night sky, Tiruvannamalai'" },
  2014: { date: "2014-12-05", source: "whenisdate.com, Karthigai Deepam (almanac forecast)" },
  2015: { date: "2015-11-25", source: "The Hindu, 26 Nov 2015, 'Deepam lights up Tiruvannamalai' (article7917577)" },
  2017: { date: "2017-12-02", source: "The Hindu, 'Maha Deepam lights up Tiruvannamalai' (article21251683)" },
  2018: {
    date: "2018-11-22",
    also: "2018-11-23",
    source: "calendar-panchang.com, Karthigai 2018 dates (almanac: 22 Nov); omarunachala.com, festival 2018 day 10 (Bharani Deepam on Friday 23 Nov)",
    note: "The Moon was in Krittika at dusk on 22 Nov and in Rohini on 23 Nov; the site follows the astronomical rule, as the almanac does, and the temple's own reckoning kept 23 Nov.",
  },
  2019: { date: "2019-12-10", source: "The Hindu, 'Bharani Deepam lit in Tiruvannamalai' (article30265378); Hinduism Today, 14 Dec 2019" },
  2020: { date: "2020-11-29", source: "New Indian Express, 30 Nov 2020, 'Maha Deepam lit atop Annamalaiyar hills'" },
  2021: { date: "2021-11-19", source: "The Hindu, 'Maha Deepam brings life back to Tiruvannamalai' (article37589284)" },
  2022: { date: "2022-12-06", source: "The Hindu, 6 Dec 2022 (article66231271); DT Next, 6 Dec 2022" },
  2023: { date: "2023-11-26", source: "The Hindu, 'Maha Deepam revives festive fervour in Tiruvannamalai' (article67577052)" },
  2024: { date: "2024-12-13", source: "New Indian Express, 14 Dec 2024, 'Lakhs witness Deepam at Tiruvannamalai temple'" },
  2025: { date: "2025-12-03", source: "New Indian Express, 3 and 4 Dec 2025; PTI via newsdrum; the temple's announcement (newstodaynet, 23 Sep 2025)", note: "Almanac lists gave 4 Dec, the Pournami; the lamp was lit on the Krittika evening of 3 Dec." },
};

/** Pradosham, 2025 and 2026. */
export const PRADOSHAM: Published[] = [
  ...["2025-01-11", "2025-01-27", "2025-02-25", "2025-03-11", "2025-03-27", "2025-04-10", "2025-04-25", "2025-05-24", "2025-06-08", "2025-06-23"].map((date) => ({
    date,
    source: "srirangaminfo.com/Pradosham.php; chetpetonline.com/pradosham-dates-2025; hindi.asianetnews.com Pradosh Vrat 2025",
  })),
  { date: "2025-02-10", also: "2025-02-09", source: "srirangaminfo.com and hindi.asianetnews.com (10 Feb); chetpetonline.com (9 Feb)", note: "Trayodashi began at 7:25 PM on 9 Feb, after that evening's sunset, and was in force at sunset on the 10th." },
  { date: "2025-05-09", also: "2025-05-10", source: "chetpetonline.com and hindi.asianetnews.com (9 May); srirangaminfo.com (10 May)" },
  ...["2025-07-08", "2025-07-22", "2025-08-06", "2025-08-20", "2025-09-05", "2025-09-19", "2025-10-04", "2025-10-18", "2025-11-03", "2025-11-17", "2025-12-02", "2025-12-17"].map((date) => ({ date, source: "srirangaminfo.com/Pradosham.php (2025 list)" })),
  ...[
    "2026-01-01", "2026-01-16", "2026-01-30", "2026-02-14", "2026-03-01", "2026-03-16", "2026-03-30", "2026-04-15", "2026-04-29", "2026-05-14", "2026-05-28", "2026-06-12",
    "2026-06-27", "2026-07-12", "2026-07-26", "2026-08-10", "2026-08-25", "2026-09-08", "2026-09-24", "2026-10-08", "2026-10-23", "2026-11-06", "2026-11-22", "2026-12-06", "2026-12-21",
  ].map((date) => ({ date, source: "srirangaminfo.com/Pradosham.php (2026 list)" })),
];

/** Maha Shivaratri. */
export const MAHA_SHIVARATRI: Published[] = [
  { date: "2012-02-20", source: "arunachalasamudra.org, Mahasivaratri 2012 at the Arunachaleswarar temple" },
  { date: "2016-03-07", source: "astrosage.com; whenisdate.com" },
  { date: "2017-02-24", source: "indiamarks.com, Maha Shivratri 2017" },
  { date: "2018-02-13", also: "2018-02-14", source: "Sri Ramanasramam, Saranagathi e-newsletter, February 2018 (13 Feb); Rashtriya Panchang via newsnationtv (14 Feb)", note: "The site follows the night whose nishita Chaturdashi holds more, which gives 13 Feb, as Sri Ramanasramam kept it." },
  { date: "2019-03-04", source: "Indian Express, Maha Shivratri 2019; oneindia.com" },
  { date: "2020-02-21", source: "The Hindu, 'Mahasivaratri to be celebrated on Feb 21' (article30855296), the Arunachaleswarar temple" },
  { date: "2021-03-11", source: "India Today, 9 Mar 2021; Business Today" },
  { date: "2022-03-01", source: "NDTV, Mahashivratri 2022 (citing Drik Panchang)" },
  { date: "2023-02-18", source: "Zee News; Firstpost, Maha Shivratri 2023" },
  { date: "2024-03-08", source: "Livemint, Maha Shivratri 2024 on 8 March" },
  { date: "2025-02-26", source: "wsoch.com, Shivaratri 2025" },
  { date: "2026-02-15", source: "theworldopinion.com; inkhabar.com, Maha Shivratri 2026" },
];

/** Monthly Shivaratri (India). */
export const MASIK_SHIVARATRI: Published[] = [
  { date: "2025-08-21", source: "India Today, 20 Aug 2025, Masik Shivaratri (nishita 12:05-12:51 AM on 22 Aug)" },
  { date: "2025-12-18", source: "India Today, 17 Dec 2025, Masik Shivaratri (nishita 11:51 PM-12:45 AM)" },
  { date: "2026-01-16", also: "2026-01-17", source: "Hindustan, 17 Dec 2025 (16 Jan); A7k6h7i0/telugu-calendar-2026 january.ts (17 Jan)" },
  { date: "2026-12-07", source: "A7k6h7i0/telugu-calendar-2026, december.ts" },
];

/** Ekadashi: the day everyone keeps, and the Vaishnava second day where a list gives one. */
export const EKADASHI: { smarta: string; vaishnava?: string; source: string; also?: string; /** The list gives this one day for everyone. */ only?: boolean }[] = [
  ...["2024-01-07", "2024-01-21", "2024-02-06", "2024-02-20", "2024-03-20", "2024-04-05", "2024-04-19", "2024-05-04", "2024-05-19", "2024-07-02", "2024-07-17", "2024-07-31", "2024-08-16"].map((smarta) => ({
    smarta,
    source: "namoastro.com/calendar/ekadashi-vrat; Hindustan Times, Ekadashi 2024 full list",
  })),
  { smarta: "2024-03-06", vaishnava: "2024-03-07", source: "namoastro.com (Smarta 6, Vaishnava 7 Mar)" },
  { smarta: "2024-06-02", vaishnava: "2024-06-03", source: "namoastro.com (Smarta 2, Vaishnava 3 Jun)" },
  { smarta: "2024-06-18", only: true, source: "namoastro.com; Hindustan Times (Nirjala, 18 Jun only: Dashami touched the dawn of the 17th)" },
  ...["2024-08-29", "2024-09-14", "2024-09-28", "2024-11-12", "2024-11-26", "2024-12-11", "2024-12-26"].map((smarta) => ({ smarta, source: "Hindustan Times; thehansindia.com, Ekadashi 2024 full list" })),
  { smarta: "2024-10-28", only: true, source: "Hindustan Times; thehansindia.com (Rama, 28 Oct only)" },
  { smarta: "2024-10-13", source: "Hindustan Times; thehansindia.com (Papankusha, 13 Oct)" },
  ...["2025-01-10", "2025-01-25", "2025-02-08", "2025-02-24", "2025-04-08", "2025-04-24", "2025-05-23"].map((smarta) => ({ smarta, source: "wownandi.com, 2025 Ekadashi dates; chiragdaruwalla.com, Ekadashi 2025 list" })),
  { smarta: "2025-03-10", source: "wownandi.com (10 Mar)", also: "2025-03-09" },
  { smarta: "2025-03-25", vaishnava: "2025-03-26", source: "wownandi.com (Smarta 25, Vaishnava 26 Mar)" },
  { smarta: "2025-05-08", source: "wownandi.com (8 May)", also: "2025-05-07" },
  { smarta: "2025-06-06", vaishnava: "2025-06-07", source: "wownandi.com (Nirjala: Smarta 6, Vaishnava 7 Jun; Dwadashi held two sunrises)" },
  ...[
    "2026-01-14", "2026-01-29", "2026-02-13", "2026-02-27", "2026-03-15", "2026-03-29", "2026-04-13", "2026-04-27", "2026-05-13", "2026-06-11", "2026-06-25", "2026-07-25",
    "2026-08-09", "2026-08-23", "2026-09-07", "2026-09-22", "2026-10-06", "2026-10-22", "2026-11-05", "2026-12-04", "2026-12-20",
  ].map((smarta) => ({ smarta, source: "hindusphere.com/ekadashi-2026; calendar.tamildot.com/ekadashi-dates; India TV; ABP Live, Ekadashi 2026" })),
  { smarta: "2026-05-27", only: true, source: "hindusphere.com; calendar.tamildot.com; India TV; ABP Live (Padmini, 27 May only)" },
  { smarta: "2026-07-10", vaishnava: "2026-07-11", source: "hindusphere.com; calendar.tamildot.com (two days, 10 and 11 Jul)" },
  { smarta: "2026-11-20", vaishnava: "2026-11-21", source: "hindusphere.com (two days, 20 and 21 Nov)" },
];

/** Pournami windows the temple administration or Girivalam listings published (IST, "YYYY-MM-DD HH:MM"). */
export const POURNAMI_WINDOWS: { from: string; to: string; source: string }[] = [
  { from: "2024-01-24 22:44", to: "2024-01-25 23:56", source: "ghdays.in/girivalam-date" },
  { from: "2024-02-23 16:55", to: "2024-02-24 18:51", source: "ghdays.in/girivalam-date" },
  { from: "2024-03-24 11:25", to: "2024-03-25 13:16", source: "ghdays.in/girivalam-date" },
  { from: "2024-04-23 04:21", to: "2024-04-24 05:54", source: "ghdays.in/girivalam-date" },
  { from: "2024-05-22 19:14", to: "2024-05-23 19:48", source: "ghdays.in/girivalam-date" },
  { from: "2024-06-21 07:45", to: "2024-06-22 07:19", source: "ghdays.in/girivalam-date" },
  { from: "2024-07-20 18:10", to: "2024-07-21 16:51", source: "ghdays.in/girivalam-date" },
  { from: "2024-08-19 03:07", to: "2024-08-20 01:09", source: "ghdays.in/girivalam-date" },
  { from: "2024-09-17 11:22", to: "2024-09-18 09:10", source: "ghdays.in/girivalam-date" },
  { from: "2024-10-16 20:00", to: "2024-10-17 17:38", source: "temple officials via Tamil webdunia, 13 Oct 2024" },
  { from: "2024-12-14 16:17", to: "2024-12-15 15:13", source: "ghdays.in/girivalam-date" },
  { from: "2025-08-08 14:43", to: "2025-08-09 14:18", source: "temple administration via Tamil webdunia, 6 Aug 2025" },
];

/** Karthigai Brahmotsavam: the day the flag was hoisted, and the chariot day where reported. */
export const BRAHMOTSAVAM: { deepam: string; flagHoisting: string; chariots?: string; source: string }[] = [
  { deepam: "2012-11-27", flagHoisting: "2012-11-18", source: "The Hindu, article4140984; newsalai.blogspot.com, Nov 2012" },
  { deepam: "2017-12-02", flagHoisting: "2017-11-23", source: "The Hindu, article21251683" },
  { deepam: "2019-12-10", flagHoisting: "2019-12-01", source: "The Hindu, article30265378" },
  { deepam: "2020-11-29", flagHoisting: "2020-11-20", chariots: "2020-11-26", source: "The Hindu, article33208137 and article33091705 (car festival on 26 Nov, inside the temple)" },
  { deepam: "2021-11-19", flagHoisting: "2021-11-10", chariots: "2021-11-16", source: "New Indian Express, 11 Nov 2021; Dinamalar temple news 118163 (Panchamurthi chariots on day 7)" },
  { deepam: "2022-12-06", flagHoisting: "2022-11-27", source: "New Indian Express, 27 Nov 2022" },
  { deepam: "2024-12-13", flagHoisting: "2024-12-04", source: "newstodaynet.com, 4 Dec 2024" },
  { deepam: "2025-12-03", flagHoisting: "2025-11-24", source: "omarunachala.com news; newsdrum (PTI), Dec 2025" },
];
