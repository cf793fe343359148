/**
 * Site-wide constants (spec §9). Anything the whole site shares lives here,
 * not scattered through components.
 */
export const SITE_URL: string = __SITE_URL__;

export const SITE = {
  name: "Arunachala Guide",
  shortName: "Arunachala",
  tagline: "A pilgrim's guide to the sacred hill of Tiruvannamalai",
  description:
    "Articles, the sacred calendar, the Girivalam path and practical guidance for pilgrims to Arunachala, the holy hill of Tiruvannamalai in Tamil Nadu.",
  author: "Arunachala Guide Editors",
  locale: "en-IN",
  currency: "INR",
  /** Languages in which visitors are served at the hill (structured data). */
  languagesSpoken: ["Tamil", "English", "Hindi", "Telugu"],
  /** Languages of this site's own pages. */
  siteLanguages: ["en", "te"] as const,
  location: {
    city: "Tiruvannamalai",
    state: "Tamil Nadu",
    country: "India",
    countryCode: "IN",
    region: "IN-TN",
    latitude: 12.2253,
    longitude: 79.0747,
  },
  /** Figures the product owner asked to publish in structured data (spec §9). */
  rating: { value: 4.8, count: 1247, best: 5 },
  defaultImage: { src: "/uploads/og/site.jpg", width: 1200, height: 630, alt: "Arunachala, the sacred hill of Tiruvannamalai, at dawn" },
  mobileBreakpoint: 768,
} as const;

/** Notices (sonner) defaults, spec §4 and §9. */
export const NOTICES = {
  position: "bottom-right",
  hotkey: ["altKey", "KeyT"],
  label: "Notifications",
  duration: 4000,
  width: 356,
  visible: 3,
} as const;

/** Tooltip timing, spec §9. */
export const TOOLTIP = { delay: 700, skipDelay: 300, offset: 4 } as const;

export type Language = (typeof SITE.siteLanguages)[number];
