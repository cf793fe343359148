import { Play } from "lucide-react";
import { useState } from "react";
import { embedUrl } from "~/config/media";

export interface LiteVideoProps {
  id: string;
  kind: "video" | "playlist";
  title: string;
  poster: string;
}

/**
 * A click-to-load video: our own poster and a play button; the provider's
 * frame (privacy-enhanced domain) is created only when the reader asks for it,
 * so the page makes no third-party request before then.
 */
export function LiteVideo({ id, kind, title, poster }: LiteVideoProps) {
  const [on, setOn] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-stone-900">
      {on ? (
        <iframe
          src={embedUrl(id, { mute: false, playlist: kind === "playlist" })}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button type="button" onClick={() => setOn(true)} className="group absolute inset-0 h-full w-full" aria-label={`Play video: ${title}`}>
          <img src={poster} alt="" width={640} height={360} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
          <span className="absolute inset-0 flex items-center justify-center bg-black/20 transition-colors group-hover:bg-black/35 motion-reduce:transition-none">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/95 text-[#5a1d06] shadow-lg">
              <Play aria-hidden className="ml-1 h-6 w-6" />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
