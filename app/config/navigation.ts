/**
 * Navigation of spec §2 "Layout" (the sixteen top links, in the spec's order)
 * and §1 (the footer). Links to pages that a later section will build are
 * kept here but not shown until the page exists (see isPublished), so that
 * no visitor meets a dead link; see docs/decisions/0003-navigation.md.
 */
import { isPublished } from "./published";

export interface NavLink {
  href: string;
  label: string;
  /** Shown in the desktop bar itself; the rest sit under "More". */
  primary?: boolean;
  /** Language of the label when it is not English. */
  lang?: "te";
}

export const TOP_NAV: NavLink[] = [
  { href: "/", label: "Home", primary: true },
  { href: "/articles", label: "Articles", primary: true },
  { href: "/arunachala-videos", label: "Videos", primary: true },
  { href: "/girivalam-tracker", label: "Girivalam Tracker", primary: true },
  { href: "/practical-guide", label: "Practical Guide" },
  { href: "/telugu-topics", label: "తెలుగు", lang: "te" },
  { href: "/spiritual-calendars", label: "Sacred Calendar", primary: true },
  // Not among the spec's sixteen: the coming Deepam must be reachable from the menu in every year (issue 18).
  { href: "/karthigai-deepam", label: "Karthigai Deepam" },
  { href: "/earth-grace", label: "Earth Grace Stays" },
  { href: "/going-nowhere", label: "Going Nowhere" },
  { href: "/daily-wisdom", label: "Daily Wisdom" },
  { href: "/girivalam-guide", label: "Girivalam Guide", primary: true },
  { href: "/about", label: "About", primary: true },
  { href: "/contact", label: "Contact" },
  { href: "/ramana/hymns/aksharamanamalai", label: "Aksharamanamalai" },
  { href: "/ramana/philosophy/ulladu-narpadu", label: "Ulladu Narpadu" },
  { href: "/ramana/philosophy/upadesa-saram", label: "Upadesa Saram" },
];

export const FOOTER_NAV: Array<{ heading: string; links: NavLink[] }> = [
  {
    heading: "Explore",
    links: [
      { href: "/articles", label: "Sacred Wisdom articles" },
      { href: "/daily-wisdom", label: "Daily Wisdom" },
      { href: "/girivalam-guide", label: "Girivalam Guide" },
      { href: "/karthigai-deepam", label: "Karthigai Deepam" },
      { href: "/practical-guide", label: "Practical Guide" },
      { href: "/pilgrimage-planner", label: "Pilgrimage Planner" },
      { href: "/quiz", label: "Quiz" },
    ],
  },
  {
    heading: "Hymns and teachings",
    links: [
      { href: "/ramana", label: "Sri Ramana Maharshi" },
      { href: "/ramana/hymns/aksharamanamalai", label: "Aksharamanamalai" },
      { href: "/ramana/philosophy/ulladu-narpadu", label: "Ulladu Narpadu" },
      { href: "/ramana/philosophy/upadesa-saram", label: "Upadesa Saram" },
      { href: "/teachings", label: "Teachings" },
    ],
  },
  {
    heading: "This site",
    links: [
      { href: "/about", label: "About" },
      { href: "/content-strategy", label: "Editorial principles" },
      { href: "/contact", label: "Contact" },
    ],
  },
];

export function visible(links: NavLink[]): NavLink[] {
  return links.filter((l) => isPublished(l.href));
}
