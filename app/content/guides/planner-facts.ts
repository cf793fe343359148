/**
 * The practical facts the pilgrimage planner states, each in our own words with its sources and the
 * date it was checked (issue 16: no timing, rule or crowd figure without a source). They come from the
 * research notes in docs/research/guides/ (temple.md, travel.md), where every disagreement is recorded.
 * Figures tied to a festival carry their year.
 */
export interface PlannerFact {
  text: string;
  sources: string[];
}

export const PLANNER_FACTS_CHECKED = "2026-11-23";

export const PLANNER_FACTS = {
  templeHours: {
    text: "The temple opens at about 5:30 AM (one listing says 5 AM) and closes between 9 and 9:30 PM by most accounts; the shrines close from about 12:30 to 3:30 PM, though the gateways stay open.",
    sources: [
      "http://arunachalagrace.blogspot.com/2008/08/temple-timings.html",
      "https://templesinindiainfo.com/arunachalam-temple-darshan-timings",
      "https://traveltrendaroundus.blogspot.com/2023/10/exploring-sacred-timings-of.html",
    ],
  },
  templeFullMoon: {
    text: "On full-moon days and during the Deepam festival the shrines are reported not to close at midday, and the darshan queues are at their longest.",
    sources: ["http://arunachalagrace.blogspot.com/2008/08/temple-timings.html", "https://oredesam.in/tvmalai-girivalam"],
  },
  annabhishekam: {
    text: "On Annabhishekam, the Aippasi full moon, cooked rice is laid on the lingam and darshan has been stopped from 3 to 6 PM (reported in 2023 and another year).",
    sources: [
      "https://www.dinakaran.com/annamalaiyartemple_3hours_darshan_ban/",
      "https://www.toptamilnews.com/districts/Annabhishekam-at-Thiruvannamalai-Temple-on-Nov-7-Darshan-o/cid9077813.htm",
    ],
  },
  batteryCar: {
    text: "Battery cars have carried elderly and disabled visitors inside the temple (started in 2012, used at Chitra Pournami 2024), but one report found the car locked away for months: ask at the Raja Gopuram.",
    sources: [
      "https://arunachalagrace.blogspot.com/2012/04/battery-car-in-temple.html?m=1",
      "https://www.dinamalar.com/templenews/57252",
      "https://www.newindianexpress.com/states/tamil-nadu/2024/Apr/24/lakhs-of-devotees-throng-girivalam-for-chitra-pournami-in-tamil-nadus-tiruvannamalai",
    ],
  },
  girivalamWalk: {
    text: "The path round the hill is about 14 km, walked clockwise, usually in three to four hours; an early start, from about 4:30 AM, is suggested.",
    sources: ["https://incredibleindia.org/content/incredible-india-v2/en/destinations/tiruvannamalai/girivalam.html", "http://www.ajeyarao.com/2019/11/girivalam-tiruvannamalai.html"],
  },
  girivalamByAuto: {
    text: "Those who cannot walk it can go round by autorickshaw or car; on full-moon nights few autos take passengers and fares rise steeply (a 2014 account).",
    sources: ["https://alsphere.org/giri-valam-in-tiruvannamalai/", "https://crispyfriedopinions.com/2014/03/16/thiruvannamalai-girivalam/"],
  },
  fullMoonCrowd: {
    text: "Several lakh people walk on an ordinary full-moon night (more than 5 lakh reported in September 2023); roads into the centre are barricaded and cars are parked outside it.",
    sources: [
      "https://dynamitenews.com/story/tamil-nadu-lakhs-of-devotees-throng-arunachaleswarar-temple-for-pournami-girivilam-at-tiruvannamalai",
      "https://crispyfriedopinions.com/2014/03/16/thiruvannamalai-girivalam/",
    ],
  },
  chitraPournami: {
    text: "Chitra Pournami draws the year's largest full-moon crowd: about 20 lakh were expected in 2024, with darshan waits of about seven hours; in 2025 outside cars could enter the town only until 2 PM on the eve.",
    sources: [
      "https://www.newindianexpress.com/states/tamil-nadu/2024/Apr/24/lakhs-of-devotees-throng-girivalam-for-chitra-pournami-in-tamil-nadus-tiruvannamalai",
      "https://www.newindianexpress.com/states/tamil-nadu/2025/May/11/security-in-tiruvannamalai-ramped-up-for-girivalam-from-may-11-13",
    ],
  },
  deepam: {
    text: "At Karthigai Deepam officials put the crowd at over 40 lakh (2023), in a town of about 1.2 lakh; central roads are closed to vehicles, buses end at temporary stands outside the town, and in 2024 and 2025 the public was not allowed to climb the hill.",
    sources: [
      "https://www.dtnext.in/news/tamilnadu/officials-relieved-as-deepam-festival-passes-off-peacefully-751201",
      "https://www.newindianexpress.com/states/tamil-nadu/2023/nov/22/karthigai-deepam-tn-govt-to-run-2700-spl-bus-services-to-tiruvannamalai-2635058.html",
      "https://www.newindianexpress.com/states/tamil-nadu/2025/Nov/30/tiruvannamalai-district-bans-devotees-from-climbing-arunachaleswarar-temple-amid-heavy-rainfall-alert",
    ],
  },
  summerHeat: {
    text: "In the summer heat pilgrims have waited up to four hours for darshan (June 2024); the temple lays wet coir mats on the stone paths on hot days.",
    sources: ["https://www.dtnext.in/news/tamilnadu/devotees-throng-tiruvannamalai-temple-despite-summer-heat-endure-four-hour-long-wait-788196"],
  },
  ashram: {
    text: "Sri Ramanasramam is about 2 km from the temple; its day includes Vedaparayana at 8 AM and 5 PM, the morning puja at 10 AM and the evening puja at 6:15 PM, and the Samadhi Hall closes at 8:30 PM.",
    sources: ["http://www.sriramanamaharshi.org/ashram/activities/", "https://www.sriramanamaharshi.org/ashram/visiting-us/?lang=it"],
  },
  caves: {
    text: "Skandashram and Virupaksha cave are reached by a path from beside the ashram, a climb of about 45 to 60 minutes, mostly walked barefoot; the caves were open from 8 AM to 5 PM (2009), and the stretch between the two is steep.",
    sources: ["http://bharatrram.blogspot.com/2009/10/weekend-resurrection-thiruvannamalai.html"],
  },
  hillClimb: {
    text: "Climbing to the summit is forbidden by the forest department outside the Deepam permits; keep to the path to the caves.",
    sources: [
      "http://www.newindianexpress.com/states/tamil-nadu/2018/sep/27/12-foreigners-secured-later-released-by-tn-forest-officers-for-climbing-annamalaiyar-hills-in-tiruv-1877893.html",
      "https://www.thehindu.com/news/cities/chennai/russian-tourist-held-for-climbing-annamalai-hills-in-tiruvannamalai/article66338356.ece/amp/",
    ],
  },
} satisfies Record<string, PlannerFact>;

export type PlannerFactId = keyof typeof PLANNER_FACTS;
