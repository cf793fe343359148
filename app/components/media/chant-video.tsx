import { Play, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { EMBED_ORIGIN, embedUrl } from "~/config/media";

/** Seconds the section must stay at least half visible before the video loads by itself (spec §4). */
export const VISIBLE_DELAY_MS = 500;

/**
 * The home page's chant video (spec §1, §4, §7): a poster with a 'Play Chant'
 * button. Pressing it, or the section staying at least half visible for
 * 500 ms (once), loads the embedded video with autoplay; no request goes to
 * the provider before that. Loaded by sight it starts muted (browsers allow
 * only silent autoplay); the mute button switches the sound through the
 * player's postMessage interface (enablejsapi=1).
 * Readers who ask for reduced motion get the button only.
 */
export function ChantVideo({ id, title, poster }: { id: string; title: string; poster: string }) {
  const section = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState<{ muted: boolean } | null>(null);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    if (loaded || !section.current || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= 0.5) {
          timer ??= window.setTimeout(() => setLoaded((l) => l ?? { muted: true }), VISIBLE_DELAY_MS);
        } else if (timer !== undefined) {
          window.clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(section.current);
    return () => {
      observer.disconnect();
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [loaded]);

  const play = () => {
    setMuted(false);
    setLoaded({ muted: false });
  };
  const toggleMute = () => {
    const next = !muted;
    frame.current?.contentWindow?.postMessage(JSON.stringify({ event: "command", func: next ? "mute" : "unMute", args: [] }), EMBED_ORIGIN);
    setMuted(next);
  };

  return (
    <section ref={section} aria-labelledby="chant-video-heading" className="py-16">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="chant-video-heading" className="font-serif text-3xl font-semibold sm:text-4xl">
          Darshan and chant
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{title}: the Arunachaleswarar temple, with chanting recorded at Sri Ramanasramam.</p>
        <div className="relative mt-6 aspect-video w-full overflow-hidden rounded-2xl bg-stone-900" data-chant-video={loaded ? "loaded" : "poster"}>
          {loaded ? (
            <iframe
              ref={frame}
              src={embedUrl(id, { mute: loaded.muted })}
              title={`Video: ${title}`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 h-full w-full border-0"
            />
          ) : (
            <>
              <img src={poster} alt="" width={640} height={360} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
              <div className="absolute inset-0 flex items-center justify-center bg-black/30">
                <button type="button" onClick={play} className="inline-flex items-center gap-2 rounded-full bg-white/95 px-6 py-3 font-semibold text-[#5a1d06] shadow-lg hover:bg-white">
                  <Play aria-hidden className="h-5 w-5" /> Play Chant
                </button>
              </div>
            </>
          )}
        </div>
        {loaded && (
          <button type="button" onClick={toggleMute} className="mt-3 inline-flex items-center gap-2 rounded-full border border-border px-4 py-2 text-sm font-medium hover:bg-muted">
            {muted ? <VolumeX aria-hidden className="h-4 w-4" /> : <Volume2 aria-hidden className="h-4 w-4" />} {muted ? "Unmute" : "Mute"}
          </button>
        )}
      </div>
    </section>
  );
}
