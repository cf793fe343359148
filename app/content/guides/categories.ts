/**
 * The practical-guide categories (issue 16, spec §1 "practical-guide categories"): each leads to
 * its guide, or to its section of /practical-guide when it has no guide of its own. Used by the
 * hub's card grid and the home page's guide links.
 */
export interface GuideCategory {
  id: string;
  title: string;
  text: string;
  /** Where it leads: a guide, a section of a guide, or a section of the hub (`#…`, resolved against /practical-guide). */
  href: string;
}

export const GUIDE_CATEGORIES: GuideCategory[] = [
  { id: "getting-there", title: "Getting there", text: "Road, rail and air from Chennai, Bengaluru, Puducherry, Tirupati, Hyderabad and Vijayawada.", href: "/travel-guide" },
  { id: "when", title: "When to come", text: "Seasons, full-moon nights, Deepam, and the quiet weeks.", href: "#when-to-come" },
  { id: "planner", title: "Plan your days", text: "Your dates in, a day-by-day plan out, on the real calendar.", href: "/pilgrimage-planner" },
  { id: "temple", title: "The temple", text: "Layout, hours and poojas, dress, phones, queues and tickets.", href: "/temple-guide" },
  { id: "girivalam", title: "Girivalam", text: "The 14 km walk round the hill, its shrines and its nights.", href: "/girivalam-guide" },
  { id: "rituals", title: "Rituals", text: "Abhishekam, archanai, lamps, fasting, Pradosham and tarpanam.", href: "/ritual-guide" },
  { id: "staying", title: "Staying", text: "Kinds of places to stay and where they are; houses near the hill.", href: "/travel-guide#where-pilgrims-stay" },
  { id: "food", title: "Food and water", text: "Eating and drinking safely in the town and on the path.", href: "#food-and-water" },
  { id: "health", title: "Health and heat", text: "Walking barefoot in the heat, and looking after yourself in crowds.", href: "#health-and-heat" },
  { id: "safety", title: "Safety", text: "On the path at night, in the crowd, and on the hill.", href: "#safety" },
  { id: "money", title: "Money and phones", text: "Cash, cards and phones, in the town and in the temple.", href: "#money-and-phones" },
  { id: "etiquette", title: "Etiquette", text: "How to behave in the temple, the ashram and on the path.", href: "#etiquette" },
  { id: "access", title: "Elderly and disabled pilgrims", text: "Battery cars, queues and what to ask for.", href: "/temple-guide#elderly-and-disabled-pilgrims" },
];

/** A category's address from any page. */
export const categoryHref = (c: GuideCategory) => (c.href.startsWith("#") ? `/practical-guide${c.href}` : c.href);
