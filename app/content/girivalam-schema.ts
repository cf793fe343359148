/**
 * zod schemas of the Girivalam route data (content/girivalam/): the
 * hand-written stop list (stops.yaml) and the generated GeoJSON
 * (route.geojson). Both are validated when the server bundle loads them, so
 * invalid route data fails the build.
 */
import { z } from "zod";

export const STOP_KINDS = ["temple", "lingam", "ashram", "shrine", "milestone", "view"] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/**
 * How a position was obtained:
 * - agreed: two or more independent public sources agree within about 60 m (their mean);
 * - inferred: derived from sources that nearly agree (e.g. the midpoint of two 45 m apart);
 * - single-source: one public source, plausible but unconfirmed;
 * - described: placed on the drawn road from a written description; may be a few hundred metres out;
 * - computed: a point defined by the road itself (a distance along it, or where the summit lies in a given direction).
 */
export const PLACEMENTS = ["agreed", "inferred", "single-source", "described", "computed"] as const;
export type Placement = (typeof PLACEMENTS)[number];

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lowercase slug");
const latLng = z.tuple([z.number().min(12.2).max(12.28), z.number().min(79.02).max(79.09)]);

/** Where a stop without a surveyed position lies, in terms of the road. */
export const stopRuleSchema = z.union([
  z.object({ km: z.number().positive() }).strict(),
  z.object({ after: slug, metres: z.number().positive() }).strict(),
  z.object({ summitBearing: z.number().min(0).lt(360) }).strict(),
  z.object({ summit: z.enum(["nearest", "farthest"]) }).strict(),
  z.object({ finish: z.literal(true) }).strict(),
]);
export type StopRule = z.infer<typeof stopRuleSchema>;

export const stopSourceSchema = z
  .object({
    id: slug,
    name: z.string().min(3).max(80),
    kind: z.enum(STOP_KINDS),
    position: latLng.optional(),
    at: stopRuleSchema.optional(),
    /** The road line is drawn through this stop (surveyed positions only). */
    anchor: z.boolean().optional(),
    placement: z.enum(PLACEMENTS),
    source: z.string().min(20).max(400),
    featured: z.boolean().optional(),
    /** The narration: original text, read aloud in /audio/{id}.mp3. */
    significance: z.string().min(180).max(1100),
    /** Only the first stop (spec §3): a short description and keywords. */
    description: z.string().min(40).max(300).optional(),
    keywords: z.array(z.string().min(2)).min(3).optional(),
    /** Only the first stop (spec §3): a video of the place, from content/videos.yaml. */
    youtubeVideoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/).optional(),
  })
  .strict()
  .refine((s) => (s.position ? !s.at : !!s.at), "a stop has either a position or a rule ('at'), not both")
  .refine((s) => !s.anchor || !!s.position, "only a stop with a position can anchor the road")
  .refine((s) => (s.placement === "computed" || s.placement === "described") === !!s.at, "computed and described stops are placed by a rule");

export const stopSourcesSchema = z.array(stopSourceSchema).length(41, "the walk has 41 stops (spec §9)");
export type StopSource = z.infer<typeof stopSourceSchema>;

const lngLat = z.tuple([z.number(), z.number()]);

export const routeGeoJsonSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.tuple(
    [
      z.object({
        type: z.literal("Feature"),
        properties: z.object({ name: z.string(), length_m: z.number(), note: z.string() }),
        geometry: z.object({ type: z.literal("LineString"), coordinates: z.array(lngLat).min(50) }),
      }),
    ],
    z.object({
      type: z.literal("Feature"),
      properties: z.object({
        id: slug,
        order: z.number().int().min(1).max(41),
        name: z.string(),
        kind: z.enum(STOP_KINDS),
        placement: z.enum(PLACEMENTS),
        source: z.string(),
        along_m: z.number().min(0),
      }),
      geometry: z.object({ type: z.literal("Point"), coordinates: lngLat }),
    }),
  ),
});
export type RouteGeoJson = z.infer<typeof routeGeoJsonSchema>;

/** A stop as the site uses it (spec §3 "Walking-route stop", with where its position comes from). */
export interface Stop {
  id: string;
  /** 1 to 41, in walking order. */
  order: number;
  name: string;
  kind: StopKind;
  position: { lat: number; lng: number };
  /** Metres along the road from the Raja Gopuram. */
  along: number;
  placement: Placement;
  source: string;
  /** The narration text (also the transcript of the audio clip). */
  significance: string;
  /** /audio/{id}.mp3 */
  audioClip: string;
  featured: boolean;
  /** First stop only (spec §3): a verified video id from content/videos.yaml, or null. */
  youtubeVideoId?: string | null;
  keywords?: string[];
  description?: string;
  transcript?: string;
}

/** The route as the pages receive it: the road's vertices ([lat, lng]) and the stops. */
export interface RouteData {
  vertices: [number, number][];
  length: number;
  stops: Stop[];
}
