/**
 * Published dates of Tiruvannamalai's festival year, with their sources, for festivals-published.test.ts.
 * Collected in docs/research/calendar/panchang-and-festivals.md and festival-dates-more.md. A row with
 * `site` is a disagreement: the published date, and the date the site gives by its rule (docs/decisions/0018).
 */
export interface PublishedFestival {
  slug: string;
  date: string;
  source: string;
  /** The site's date, where it differs from the published one. */
  site?: string;
  note?: string;
}

const rows = (slug: string, list: [string, string, Partial<Pick<PublishedFestival, "site" | "note">>?][]): PublishedFestival[] =>
  list.map(([date, source, extra]) => ({ slug, date, source, ...extra }));

export const PUBLISHED_FESTIVALS: PublishedFestival[] = [
  ...rows("thai-poosam", [
    ["2019-01-21", "https://www.calendarz.com/when-is/hindu-holidays/thaipusam/2019"],
    ["2020-02-08", "https://www.calendarz.com/when-is/hindu-holidays/thaipusam"],
    ["2021-01-28", "https://www.calendarz.com/when-is/hindu-holidays/thaipusam/2019"],
    ["2022-01-18", "http://murugan.org/category/thai-pusam/"],
    ["2023-02-05", "https://www.thehindu.com/news/cities/Madurai/thai-poosam-festival-draws-pilgrims-to-tiruchendur-temple/article66475119.ece/amp/"],
    ["2024-01-25", "https://www.hindustantimes.com/lifestyle/festivals/thaipusam-2024-date-history-shubh-muhurat-significance-and-everything-you-need-to-know-about-the-festival-101706086630292.html"],
    ["2025-02-11", "https://www.durganavratri.in/2022/01/thaipusam-2025-date.html"],
    ["2026-02-01", "https://mycalendar.com.my/index.php/events/thaipusam-2026-2"],
    ["2027-01-22", "https://www.calendarz.com/when-is/hindu-holidays/thaipusam"],
  ]),
  ...rows("tiruvoodal", [
    ["2013-01-15", "http://nagarathargateway.com/news_detail.php?news_id=1575"],
    ["2021-01-15", "https://etvbharat.com/tamil/tamil-nadu/state/thiruvannamalai/annamalai-girivalam-in-tiruvannamalai/tamil-nadu20210117100749550"],
    ["2025-01-15", "https://temple.dinamalar.com/news_detail.php?id=149289"],
    ["2026-01-16", "https://temple.dinamalar.com/news_detail.php?id=157576", { site: "2026-01-15", note: "The Sun entered Makara at about 3 PM on 14 January: Thai began that day by the computed almanac, on the 15th by the Vakya almanac the temple and the state's Pongal holiday followed." }],
  ]),
  ...rows("maasi-magam", [
    ["2019-02-19", "http://www.kabhai.com/masi-magam"],
    ["2021-02-27", "http://navrangindia.in/2021/02/masi-maham-festival-2021-of-tamil-nadu.html"],
    ["2022-02-16", "http://origin-www.boldsky.com/yoga-spirituality/festivals/masi-magham-date-time-history-and-significance-139829.html"],
    ["2023-03-06", "https://etvbharat.com/amp/tamil/tamil-nadu/state/thiruvannamalai/annamalaiyar-gives-tithi-to-vallala-maharaja/tamil-nadu20230306215045978978082"],
    ["2024-02-24", "https://www.durganavratri.in/2022/02/masi-magam-2024-date.html"],
    ["2025-03-12", "https://ghdays.in/masi-magam-date/"],
    ["2026-03-03", "https://www.news9live.com/lifestyle/spirituality/masi-magam-2026-date-rituals-and-how-this-auspicious-festival-is-celebrated-2937984"],
  ]),
  ...rows("panguni-uthiram", [
    ["2021-03-28", "https://thandoratimes.com/news-id-panguni-uthiram-fete-on-28-march11167.htm"],
    ["2022-03-18", "http://moondrumudichumatrimony.com/blog/237"],
    ["2023-04-05", "https://latestly.com/lifestyle/festivals-events/panguni-uthiram-2023-date-time-rituals-and-significance-all-you-need-to-know-about-the-auspicious-tamil-hindu-festival-5028772.html"],
    ["2024-03-25", "https://tamil.abplive.com/spiritual/panguni-uthiram-2024-date-time-why-panguni-uthiram-is-celebrated-know-details-here-173608/amp", { note: "rgkarmch.org gives 24 March" }],
    ["2025-04-11", "https://www.moneycontrol.com/religion/panguni-uthiram-2025-date-when-is-paiguni-uttaram-auspicious-timings-and-more-article-12986940.html/amp"],
  ]),
  ...rows("vaikasi-visakam", [
    ["2019-05-18", "https://hindupad.com/tag/vaikasi-masam/"],
    ["2021-05-25", "https://www.indiatoday.in/information/story/vaikasi-visakam-2021-date-time-and-significance-1806325-2021-05-24"],
    ["2022-06-12", "https://www.dailycalendartamil.com/vaikasi-visakam-2022/", { site: "2022-05-16", note: "Visakam came twice in Vaikasi 2022; the site takes the one with the month's full moon (16 May), the lists the second." }],
    ["2024-05-23", "https://www.durganavratri.in/2022/06/vaikasi-visakam-2024-date.html"],
    ["2025-06-09", "https://ghdays.in/vaikasi-visakam-date"],
  ]),
  ...rows("aadi-pooram", [
    ["2022-08-01", "https://templedevotee.blogspot.com/search/label/Aadi%20Karthigai%202022"],
    ["2024-08-07", "https://tamil.abplive.com/web-stories/astrology/aadi-month-special-days-list-193565", { note: "Melmaruvathur kept 6 August" }],
    ["2025-07-28", "https://www.moneycontrol.com/religion/aadi-pooram-2025-date-know-puja-vidhi-significance-and-andal-jayanthi-celebrations-article-13306953.html/amp"],
  ]),
  ...rows("aadi-krittika", [
    ["2022-07-23", "https://templedevotee.blogspot.com/search/label/Aadi%20Karthigai%202022"],
    ["2023-08-09", "https://giri.in/blog/aadi-kiruthigai/"],
    ["2024-07-30", "https://tamil.abplive.com/web-stories/astrology/aadi-kirthikai-2024-date-special-day-to-have-benefits-194369", { note: "two other lists give 29 July" }],
    ["2025-07-20", "https://www.thedailyjagran.com/spiritual/aadi-krithigai-2025-date-krithigai-nakshatram-timings-significance-and-rituals-of-this-tamil-festival-10253016"],
  ]),
  ...rows("arudra-darshan", [
    ["2020-01-10", "https://etouch-jayanthinathan.blogspot.com/search/label/Celebration%20of%20the%20Cosmic%20Dance%20of%20Lord%20Shiva%20-%20Arudra%20Darisanam%20in%20Margazhi%20Month%20on%2010-01-2020%20%E2%80%93%20Friday"],
    ["2021-12-20", "https://www.thehindu.com/news/national/tamil-nadu/devotees-throng-chidambaram-for-arudra-darshan/article38000614.ece"],
    ["2023-01-06", "https://www.latestly.com/socially/lifestyle/festivals-events/arudra-darshan-2023-images-and-hd-wallpapers-for-free-download-online-share-wishes-greetings-and-whatsapp-messages-on-thiruvatharai-4674290.html"],
    ["2023-12-27", "https://dates.hindigk.in/arudra-darshan-festival.html?year=2023"],
    ["2025-01-13", "https://tamil.abplive.com/web-stories/spiritual/thiruvathirai-2025-arudhra-darisanam-date-and-time-212514"],
    ["2026-01-03", "https://tamil.samayam.com/religion/hinduism/arudhra-darshan-2026-date-time-rituals-and-history/articleshow/125562390.cms"],
  ]),
  ...rows("skanda-shashti", [
    ["2020-11-20", "https://www.indiatoday.in/information/story/soorasamharam-2020-time-date-significance-and-celebration-1742508-2020-11-20"],
    ["2022-10-30", "https://www.thehindu.com/news/cities/Madurai/soorasamharam-draws-huge-turnout-of-devotees-at-tiruchendur/article66074218.ece"],
    ["2023-11-18", "https://www.dtnext.in/news/tamilnadu/lakhs-witness-soorasamharam-event-at-tiruchendur-temple-749232"],
    ["2024-11-07", "https://www.thehindu.com/news/cities/Madurai/thousands-of-devotees-flock-to-tiruchendur-for-soorasamharam/article68841599.ece"],
    ["2025-10-27", "https://www.thelocalreport.in/skanda-shashthi-tamil-nadu-declares-3-day-holiday-for-schools-and-colleges-in-tiruchendur-district"],
  ]),
  ...rows("navaratri", [
    ["2019-09-29", "https://skanda-news.blogspot.com/2017/01/when-is-ayudha-puja-tamil-nadu-ayutha-pooja-date.html"],
    ["2023-10-15", "https://raftaar.in/news/shardiya-navratri-is-starting-from-this-dayshardiya-navratri-kb-se-shuru-this-is-how-mata-seravali-arrival-will-happen"],
    ["2024-10-03", "https://www.thestatesman.com/india/navratri-2024-date-timings-and-everything-you-need-to-know-1503337218.html"],
    ["2025-09-22", "https://tamil.samayam.com/religion/hinduism/saraswari-puja-2025-auspicious-time-for-worship-and-puja-method/articleshow/124238988.cms"],
  ]),
  ...rows("saraswati-puja", [
    ["2019-10-07", "https://skanda-news.blogspot.com/2017/01/when-is-ayudha-puja-tamil-nadu-ayutha-pooja-date.html", { site: "2019-10-06", note: "follows Vijayadashami, below" }],
    ["2020-10-25", "https://skanda-news.blogspot.com/2017/01/when-is-ayudha-puja-tamil-nadu-ayutha-pooja-date.html", { site: "2020-10-24", note: "follows Vijayadashami, below" }],
    ["2023-10-23", "https://www.kalaignarseithigal.com/amp/story/tamilnadu%2F2022%2F10%2F12%2Fthe-tamil-nadu-government-has-officially-released-the-holiday-list-for-the-year-2023"],
    ["2024-10-11", "https://www.thenewsminute.com/tamil-nadu/tn-government-releases-list-of-public-holidays-for-2024"],
    ["2025-10-01", "https://tamil.samayam.com/religion/hinduism/saraswari-puja-2025-auspicious-time-for-worship-and-puja-method/articleshow/124238988.cms"],
    ["2026-10-19", "https://www.newindianexpress.com/states/tamil-nadu/2025/Nov/13/tamil-nadu-govt-announces-24-public-holidays-for-2026"],
  ]),
  ...rows("vijayadashami", [
    ["2019-10-08", "https://skanda-news.blogspot.com/2017/01/when-is-ayudha-puja-tamil-nadu-ayutha-pooja-date.html", { site: "2019-10-07", note: "Dashami held the whole afternoon of the 7th and the sunrise of the 8th; the site follows the afternoon, as the 2024 and 2026 lists do." }],
    ["2023-10-24", "https://raftaar.in/news/shardiya-navratri-is-starting-from-this-dayshardiya-navratri-kb-se-shuru-this-is-how-mata-seravali-arrival-will-happen"],
    ["2024-10-12", "https://www.thenewsminute.com/tamil-nadu/tn-government-releases-list-of-public-holidays-for-2024"],
    ["2025-10-02", "https://www.indiatoday.in/information/story/when-is-dussehra-2025-know-the-correct-date-and-vijayadashami-muhurat-2794745-2025-09-28"],
    ["2026-10-20", "https://www.newindianexpress.com/states/tamil-nadu/2025/Nov/13/tamil-nadu-govt-announces-24-public-holidays-for-2026"],
  ]),
  ...rows("deepavali", [
    ["2022-10-24", "https://www.latestly.com/lifestyle/festivals-events/tamil-deepavali-2022-date-from-diwali-puja-muhurat-to-its-significance-everything-to-know-about-the-auspicious-festival-dedicated-to-goddess-kali-4370831.html"],
    ["2023-11-12", "https://www.kalvichudar.com/2023/11/13.html"],
    ["2024-10-31", "https://www.thenewsminute.com/tamil-nadu/tn-government-releases-list-of-public-holidays-for-2024"],
    ["2025-10-20", "https://www.moneycontrol.com/religion/tamil-deepavali-2025-date-time-and-significance-article-13619240.html"],
    ["2026-11-08", "https://www.verbosed.com/india/diwali-2026", { note: "the state's 2026 list says only that it falls on a Sunday" }],
  ]),
  ...rows("tamil-new-year", [
    ["2022-04-14", "https://www.thequint.com/amp/story/lifestyle/puthandu-vazthukal-tamil-new-year-wishes-images-quotes-greetings-whatsapp-status"],
    ["2023-04-14", "https://www.kalaignarseithigal.com/amp/story/tamilnadu%2F2022%2F10%2F12%2Fthe-tamil-nadu-government-has-officially-released-the-holiday-list-for-the-year-2023"],
    ["2024-04-14", "https://middayonline.com/tamil-nadu-releases-holiday-list-for-2024"],
    ["2025-04-14", "https://www.livemint.com/news/tamil-new-year-2025-date-and-time-to-celebrate-puthandu-in-tamil-nadu-malaysia-singapore-and-sri-lanka/amp-11744358682052.html"],
    ["2026-04-14", "https://astroaura.net/tamil-new-year-day-calendar.html"],
  ]),
  ...rows("maha-ratham", [
    ["2016-12-09", "https://www.vikatan.com/news/tamilnadu/71629-thiruvannamalai-karthigai-deepam-festival-starts-on-december-3.html"],
    ["2023-11-23", "https://www.latestly.com/agency-news/india-news-tn-procession-carried-out-at-arunachaleswarar-temple-ahead-of-karthigai-deepam-5564977.html"],
    ["2025-11-30", "https://puthiyathisaigal.com/?p=509226"],
  ]),
  ...rows("rishabha-vahanam", [
    ["2009-11-26", "http://kottammurasu.blogspot.com/2009/11/blog-post_9796.html"],
    ["2025-11-28", "https://www.dinamani.com/all-editions/edition-chennai/tiruvannamalai/2025/Nov/28/day-5-of-the-karthigai-deepam-festival"],
  ]),
  ...rows("theppam", [
    ["2022-12-07", "https://etvbharat.com/amp/tamil/tamil-nadu/state/thiruvannamalai/annamalaiyar-temple-theppam-festival-bhavani-in-aiyangulam-with-valli-deivanai/tamil-nadu20221210085850279279537"],
    ["2024-12-14", "https://www.dinamani.com/amp/story/all-editions/edition-chennai/tiruvannamalai/2024/Dec/16/தீபத்-திருவிழா-ஸ்ரீசுப்பிரமணியா்-தெப்பல்-உற்சவம்-கோலாகலம்"],
    ["2025-12-04", "https://puthiyathisaigal.com/?p=509226"],
  ]),
  ...rows("ramana-jayanti", [
    ["2010-01-01", "http://www.arunachala-ramana.org/forum_2/index.php?topic=4312.0"],
    ["2012-01-09", "http://www.arunachala-live.com/wordpress/?m=20120112"],
    ["2018-01-03", "https://it.scribd.com/document/371040848/Saranagathi-ENewsletter-February-2018"],
    ["2023-01-07", "https://nativenews.in/amp/tamil-nadu/tiruvannamalai/tiruvannamalai/143rd-jayanti-of-lord-ramana-maharishi-1189758"],
    ["2026-01-04", "https://tamil.hindusthansamachar.in//Encyc/2026/1/4/TVM-Ramana-Bagavan.php", { note: "a Telugu calendar gives 5 January" }],
  ]),
  ...rows("ramana-aradhana", [
    ["2009-04-22", "https://richardarunachala.wordpress.com/2009/04/25/fifty-ninth-aradhana-of-bhagavan-sri-ramana-maharshi/"],
    ["2011-04-30", "http://www.arunachala-live.com/wordpress/?p=1568"],
    ["2017-04-24", "https://docslib.org/doc/4901007/saranagathi-enewsletter-march"],
    ["2021-05-09", "https://etvbharat.com/amp/tamil/tamil-nadu/state/thiruvannamalai/ramanas-71st-worship-ceremony-at-thiruvannamalai/tamil-nadu20210509185632408"],
    ["2023-04-18", "https://nativenews.in/amp/tamil-nadu/tiruvannamalai/tiruvannamalai/tiruvannamalai-lord-ramana-maharishi-aradhana-festival-1212545", { site: "2023-04-17", note: "Trayodashi touched the afternoon of both days, the 17th for 8 minutes and the 18th for 2; the ashram kept the day it held at sunrise." }],
    ["2024-05-06", "https://m.dinakaran.com/article/news-detail/1363392/amp?keyword=Raj+Mahan+Nalladambi"],
    ["2025-04-25", "https://archive.arunachala.org/2025/aradhana/sri-ramanasramam"],
  ]),
];

/** Monthly Krittika lists, each a whole year (the Deepam and Aadi Krittika included). */
export const KRITTIKA_LISTS: { year: number; source: string; dates: string[] }[] = [
  { year: 2020, source: "https://templesinindiainfo.com/2020-karthigai-deepam-or-karthikai-deepam-pooja-date-and-puja-date", dates: ["01-06", "02-03", "03-01", "03-28", "04-24", "05-22", "06-18", "07-15", "08-12", "09-08", "10-05", "11-02", "11-29", "12-26"] },
  { year: 2021, source: "https://www.dailycalendartamil.com/karthigai-2021/", dates: ["01-23", "02-19", "03-18", "04-15", "05-12", "06-08", "07-06", "08-02", "08-29", "09-25", "10-23", "11-19", "12-16"] },
  { year: 2023, source: "https://tamildaily.calendarin.com/கார்த்திகை-கிருத்திகை-தேதிகள்", dates: ["01-03", "01-30", "02-26", "03-26", "04-22", "05-19", "06-15", "07-13", "08-09", "09-05", "10-03", "10-30", "11-26", "12-24"] },
];
