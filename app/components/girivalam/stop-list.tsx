import { LiteVideo } from "~/components/media/lite-video";
import { ReactIsland } from "~/islands/island";
import type { Stop } from "~/content/girivalam-schema";
import { formatKm, KIND_INFO, PLACEMENT_NOTE } from "./stop-kind";

/** The ordered list of the 41 stops: what each is, how far along the road, its narration to read or hear. */
export function StopList({ stops, headingLevel = 3 }: { stops: Stop[]; headingLevel?: 3 | 4 }) {
  const H = `h${headingLevel}` as "h3" | "h4";
  return (
    <ol className="divide-y divide-border rounded-xl border border-border bg-card">
      {stops.map((s) => {
        const { icon: Icon, label } = KIND_INFO[s.kind];
        const note = PLACEMENT_NOTE[s.placement];
        return (
          <li key={s.id} id={`stop-${s.id}`} className="p-4">
            <details className="group">
              <summary className="flex cursor-pointer list-none items-start gap-3">
                <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold tabular-nums">
                  {s.order}
                </span>
                <span className="min-w-0 flex-1">
                  <H className="font-medium leading-snug">{s.name}</H>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Icon aria-hidden className="h-4 w-4" /> {label}
                    </span>
                    <span>{formatKm(s.along)} from the start</span>
                    {note && <span>{note}</span>}
                  </span>
                </span>
                <span aria-hidden className="text-primary transition-transform group-open:rotate-90">
                  ›
                </span>
              </summary>
              <div className="mt-3 space-y-3 pl-10">
                <p>{s.significance}</p>
                {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the narration's full text is the paragraph above */}
                <audio controls preload="none" src={s.audioClip} className="w-full max-w-md" aria-label={`Narration: ${s.name}`} />
                {s.youtubeVideoId && (
                  <ReactIsland
                    name="lite-video"
                    component={LiteVideo}
                    props={{ id: s.youtubeVideoId, kind: "video" as const, title: `Video: ${s.name}`, poster: `/uploads/videos/${s.youtubeVideoId}.webp` }}
                    className="max-w-md"
                  />
                )}
                <p className="text-xs text-muted-foreground">Position: {s.source}</p>
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
