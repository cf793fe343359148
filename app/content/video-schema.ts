/** zod schema of the video catalogue (content/videos.yaml): spec §3 "Video catalogue entry", plus where each id was verified. */
import { z } from "zod";
import { VIDEO_CATEGORIES } from "../config/media";

export const videoSourceSchema = z
  .object({
    id: z.string().regex(/^([A-Za-z0-9_-]{11}|PL[A-Za-z0-9_-]{16,40})$/, "a video id (11 characters) or a playlist id (PL...)"),
    kind: z.enum(["video", "playlist"]),
    title: z.string().min(5).max(100),
    desc: z.string().min(40).max(400),
    category: z.enum(VIDEO_CATEGORIES),
    tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1).max(6),
    relatedSlugs: z.array(z.string()).max(4),
    /** ISO 8601 duration, e.g. PT1H2M10S. */
    duration: z.string().regex(/^PT(\d+H)?(\d+M)?(\d+S)?$/).optional(),
    /** Where this id was seen together with its title: the reason we can stand behind it. */
    source: z.string().min(30),
  })
  .strict()
  .refine((v) => (v.kind === "playlist") === v.id.startsWith("PL"), "playlist ids start with PL, and only playlists");

export const videosSchema = z.array(videoSourceSchema).min(1);

export interface Video extends Omit<z.infer<typeof videoSourceSchema>, "source"> {
  /** /uploads/videos/{id}.webp, drawn at build. */
  poster: string;
  source: string;
}
