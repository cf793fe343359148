/**
 * The slug-to-hero-image map of spec §3: each article listed here has its own
 * illustration (drawn by scripts/art.ts, written to /uploads/heroes/{slug}.webp
 * at build), which takes precedence over the article's featuredImage. If the
 * hero fails to load, the card falls back to featuredImage.
 */
import { categorySlug, type Category } from "./categories";

export type Time = "dawn" | "day" | "dusk" | "night";
export type Feature =
  | "sun" | "moon" | "stars" | "deepam" | "gopuram" | "path" | "lamp" | "cave" | "lotus" | "banyan" | "pilgrims" | "rays" | "lingam" | "birds";

export interface Art {
  time: Time;
  features: Feature[];
  alt: string;
}

export const HERO_ART: Record<string, Art> = {
  "girivalam-legends-mystical-power": { time: "night", features: ["moon", "stars", "path", "pilgrims"], alt: "Illustration: pilgrims on the road around Arunachala under a full moon" },
  "arunachaleswarar-temple-history-and-guide": { time: "dawn", features: ["sun", "gopuram", "birds"], alt: "Illustration: the temple's great gopuram before Arunachala at sunrise" },
  "girivalam-spiritual-significance-arunachala": { time: "dusk", features: ["moon", "path", "lamp"], alt: "Illustration: an oil lamp beside the Girivalam road at dusk, the hill behind" },
  "arunachala-in-the-puranas-eternal-flame": { time: "night", features: ["stars", "rays", "deepam"], alt: "Illustration: a column of light rising from Arunachala into the night sky" },
  "essential-guide-girivalam": { time: "dawn", features: ["sun", "path", "pilgrims"], alt: "Illustration: pilgrims walking the road around Arunachala at dawn" },
  "arunachala-hill-that-is-shiva": { time: "day", features: ["sun", "lingam", "birds"], alt: "Illustration: Arunachala rising above a small lingam shrine in daylight" },
  "ramana-maharshi-love-for-arunachala": { time: "dawn", features: ["sun", "banyan", "birds"], alt: "Illustration: a banyan tree on the slope of Arunachala in early light" },
  "self-inquiry-and-arunachala-ramana-teachings": { time: "day", features: ["sun", "lotus"], alt: "Illustration: a lotus on still water before the hill" },
  "ramana-awakening-through-death": { time: "night", features: ["stars", "lamp"], alt: "Illustration: a single lamp burning beneath a starry sky and the dark hill" },
  "girivalam-guide-rituals-practices": { time: "dusk", features: ["moon", "lamp", "lingam", "path"], alt: "Illustration: a lamp offered at a wayside lingam shrine on the path at dusk" },
  "girivalam-dos-and-donts": { time: "day", features: ["sun", "path", "pilgrims"], alt: "Illustration: walkers keeping to the road with the hill on their right" },
  "girivalam-spiritual-health-benefits": { time: "dawn", features: ["sun", "path", "birds"], alt: "Illustration: the open road around the hill in morning light" },
  "ashta-lingams-of-girivalam": { time: "dusk", features: ["lingam", "path", "stars"], alt: "Illustration: a lingam shrine on the Girivalam road at twilight" },
  "virupaksha-cave-and-skandashram": { time: "day", features: ["sun", "cave", "birds"], alt: "Illustration: a hermit's cave among the rocks on the slope of the hill" },
  "hidden-caves-of-arunachala": { time: "dusk", features: ["cave", "stars"], alt: "Illustration: the mouth of a rock cave on Arunachala at dusk" },
  "arunachala-stuti-panchakam-love-letter": { time: "dawn", features: ["sun", "lotus", "birds"], alt: "Illustration: lotus flowers opening at dawn before Arunachala" },
  "unseen-grace-ramana-stories": { time: "day", features: ["sun", "banyan", "birds"], alt: "Illustration: birds over a banyan tree at the foot of the hill" },
  "arunachala-and-advaita-vedanta": { time: "night", features: ["moon", "stars", "lotus"], alt: "Illustration: the full moon reflected in still water below the hill" },
  "adi-shankara-lion-of-advaita": { time: "dawn", features: ["sun", "rays", "lamp"], alt: "Illustration: sunrays over the hill and a lamp in the foreground" },
  "ganapati-muni-power-of-arunachala": { time: "dusk", features: ["moon", "cave", "rays"], alt: "Illustration: evening light over a cave on the hill" },
  "seshadri-swamigal-spiritual-giant": { time: "day", features: ["sun", "gopuram", "path"], alt: "Illustration: a temple tower and the road leading to Arunachala" },
  "yogi-ramsuratkumar-beggar-saint": { time: "dusk", features: ["moon", "banyan", "path"], alt: "Illustration: a tree by the roadside near the hill at dusk" },
  "nayanars-and-arunachala": { time: "dawn", features: ["sun", "gopuram", "lamp"], alt: "Illustration: a lamp and a temple tower before the hill at sunrise" },
  "nayanars-rebels-poets-and-devotees": { time: "day", features: ["sun", "gopuram", "pilgrims"], alt: "Illustration: devotees walking towards a temple tower" },
  "kannappa-nayanar-gave-his-eyes-to-shiva": { time: "dusk", features: ["lingam", "banyan", "stars"], alt: "Illustration: a lingam beneath a forest tree at dusk" },
  "sundarar-argued-with-shiva": { time: "day", features: ["sun", "gopuram", "birds"], alt: "Illustration: a temple tower under a bright sky" },
  "manikkavasagar-divine-songs": { time: "dawn", features: ["sun", "lotus", "lamp"], alt: "Illustration: a lamp and lotus at dawn in the month of song" },
  "tamil-siddhas-masters-of-alchemy": { time: "night", features: ["moon", "cave", "stars"], alt: "Illustration: a cave on the hill under the moon and stars" },
  "hidden-teachings-siddhas-awakening-inner-fire": { time: "night", features: ["deepam", "stars", "rays"], alt: "Illustration: a flame on the summit of Arunachala in the night" },
  "secret-teachings-of-the-siddhas": { time: "dusk", features: ["moon", "cave", "lamp"], alt: "Illustration: a lamp glowing at the mouth of a cave at dusk" },
  "jeeva-samadhi-siddhas-beyond-death": { time: "night", features: ["moon", "lingam", "lamp"], alt: "Illustration: a lamp before a small shrine under the full moon" },
  "arunagirinathar-call-of-arunachala": { time: "dawn", features: ["sun", "gopuram", "birds"], alt: "Illustration: birds around a temple tower at sunrise" },
  "science-of-arunachala-energy-field": { time: "day", features: ["sun", "birds"], alt: "Illustration: the granite mass of Arunachala under a clear sky" },
  "arunachala-fire-that-burns-the-ego": { time: "night", features: ["deepam", "stars"], alt: "Illustration: the Deepam flame burning on the summit of the hill" },
};

/** Default scenes for the category images (the articles' featuredImage). */
export const CATEGORY_ART: Record<Category, Art> = {
  "History & Legends": { time: "dusk", features: ["moon", "gopuram"], alt: "Illustration: a temple tower before Arunachala at dusk" },
  "Sacred Sites": { time: "dawn", features: ["sun", "gopuram", "birds"], alt: "Illustration: the temple and the hill at sunrise" },
  "Spiritual Significance": { time: "dusk", features: ["moon", "lamp"], alt: "Illustration: a lamp before the hill at dusk" },
  "Arunachala in Scriptures": { time: "night", features: ["stars", "deepam"], alt: "Illustration: the Deepam light on the hill at night" },
  "Pilgrimage Guide": { time: "dawn", features: ["sun", "path", "pilgrims"], alt: "Illustration: pilgrims on the road around the hill" },
  Mythology: { time: "night", features: ["rays", "stars", "deepam"], alt: "Illustration: a column of light over the hill" },
  "Saints & Sages": { time: "day", features: ["sun", "banyan"], alt: "Illustration: a banyan tree at the foot of the hill" },
  "Spiritual Teachings": { time: "day", features: ["sun", "lotus"], alt: "Illustration: a lotus before the hill" },
  "Mystical Experiences": { time: "night", features: ["moon", "stars"], alt: "Illustration: the hill under the full moon and stars" },
};

export const HERO_WIDTHS = [480, 800, 1200] as const;
export const HERO_SIZE = { width: 1200, height: 750 } as const;

export interface ImageSource {
  src: string;
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

function variants(base: string, alt: string): ImageSource {
  return {
    src: `${base}.webp`,
    srcSet: HERO_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(", "),
    alt,
    ...HERO_SIZE,
  };
}

/** The hero for an article: its own illustration when the map has one. */
export function heroImage(slug: string): ImageSource | null {
  const art = HERO_ART[slug];
  return art ? variants(`/uploads/heroes/${slug}`, art.alt) : null;
}

/** The image behind a featuredImage path (category images come in the same widths). */
export function featuredImageSource(featuredImage: string, category: Category): ImageSource {
  const base = featuredImage.replace(/\.(webp|png)$/, "");
  const alt = featuredImage.includes(`/categories/${categorySlug(category)}.`) ? CATEGORY_ART[category].alt : "";
  return base.startsWith("/uploads/categories/") ? variants(base, alt) : { src: featuredImage, srcSet: "", alt, ...HERO_SIZE };
}

/** Open Graph image (1200x630 JPEG) for an article. */
export function ogImage(slug: string, alt: string) {
  return { src: `/uploads/og/${slug}.jpg`, width: 1200, height: 630, alt };
}
