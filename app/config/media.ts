/**
 * Video embedding (spec §7): from the provider's privacy-enhanced domain, with
 * the spec's parameters. The Content-Security-Policy allows exactly this origin
 * as a frame source (server/csp.ts).
 */
export const EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** The video catalogue's categories (spec §3), in the order the filter shows them. */
export const VIDEO_CATEGORIES = ["Documentaries & Films", "Girivalam & Pilgrimage", "Teachings & Talks"] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** The embed URL of a video (or, with `playlist`, a playlist) with the spec's parameters. */
export function embedUrl(id: string, options: { mute: boolean; playlist?: boolean }): string {
  const params = new URLSearchParams({ rel: "0", modestbranding: "1", autoplay: "1", mute: options.mute ? "1" : "0", playsinline: "1", enablejsapi: "1" });
  if (options.playlist) {
    params.set("list", id);
    return `${EMBED_ORIGIN}/embed/videoseries?${params}`;
  }
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?${params}`;
}

/** The home page's chant video (its source: content/videos.yaml). */
export const CHANT_VIDEO_ID = "swlHeNnIhvI";
