import * as Slider from "@radix-ui/react-slider";
import { Pause, Play, Volume2, VolumeX } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { notify, notifyError } from "~/lib/notify";

/** Spec §4, §9: seek in tenths of a second, volume 0 to 1 in hundredths, starting at 0.75. */
export const SEEK_STEP = 0.1;
export const VOLUME_STEP = 0.01;
export const INITIAL_VOLUME = 0.75;

export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "0:00";
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export interface AudioPlayerProps {
  src: string;
  title: string;
  /** Shown under the title and on the lock screen. */
  artist?: string;
  /** Lock-screen artwork. */
  artwork?: { src: string; sizes: string; type: string }[];
  /** Known length (seconds), shown before the file's metadata arrives. */
  duration?: number;
  className?: string;
}

/**
 * The chant audio player (spec §4): play/pause, mute, seek and volume sliders
 * (Radix Slider: arrow keys one step, Page keys or Shift+arrow ten), notices
 * on play and on failure, and lock-screen and headset controls through the
 * Media Session API. The audio file loads only when play is pressed.
 */
export function AudioPlayer({ src, title, artist = "Arunachala Guide", artwork, duration: knownDuration, className }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(INITIAL_VOLUME);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(knownDuration ?? 0);

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);
  useEffect(() => {
    if (audio.current) audio.current.muted = muted;
  }, [muted]);

  const play = useCallback(async () => {
    const el = audio.current;
    if (!el) return;
    try {
      await el.play();
      void notify("Playing audio", { duration: 2000 });
    } catch (error) {
      console.error("audio: play failed", error);
      setPlaying(false);
      void notifyError("Error", "Unable to play audio. Please try again.");
    }
  }, []);
  const pause = useCallback(() => audio.current?.pause(), []);
  const seek = useCallback((to: number) => {
    const el = audio.current;
    if (!el) return;
    const max = Number.isFinite(el.duration) ? el.duration : duration;
    el.currentTime = Math.min(Math.max(0, to), max || 0);
    setTime(el.currentTime);
  }, [duration]);

  // Lock screen, notification shade and headset buttons.
  useEffect(() => {
    if (!playing || !("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== "undefined") session.metadata = new MediaMetadata({ title, artist, album: "Arunachala", artwork });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => void play()],
      ["pause", pause],
      ["stop", () => (pause(), seek(0))],
      ["seekbackward", (d) => seek((audio.current?.currentTime ?? 0) - (d.seekOffset ?? 10))],
      ["seekforward", (d) => seek((audio.current?.currentTime ?? 0) + (d.seekOffset ?? 10))],
      ["seekto", (d) => d.seekTime !== undefined && seek(d.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
    };
  }, [playing, title, artist, artwork, play, pause, seek]);

  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    navigator.mediaSession.playbackState = playing ? "playing" : "paused";
    if (playing && duration > 0) {
      try {
        navigator.mediaSession.setPositionState({ duration, position: Math.min(time, duration), playbackRate: 1 });
      } catch {
        // Position state is optional.
      }
    }
  }, [playing, time, duration]);

  const label = `${title} audio`;
  return (
    <div className={cn("rounded-2xl border border-border bg-card p-4 sm:p-5", className)} role="group" aria-label={label}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- each use shows the chant's words beside the player */}
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
      />
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => (playing ? pause() : void play())}
          aria-label={playing ? `Pause ${title}` : `Play ${title}`}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm hover:bg-primary/90"
        >
          {playing ? <Pause aria-hidden className="h-5 w-5" /> : <Play aria-hidden className="ml-0.5 h-5 w-5" />}
        </button>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{title}</p>
          <p className="truncate text-sm text-muted-foreground">{artist}</p>
        </div>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <span className="w-10 text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
          {formatTime(time)}
        </span>
        <PlayerSlider
          label="Seek"
          value={Math.min(time, duration || time)}
          max={duration > 0 ? duration : 1}
          step={SEEK_STEP}
          valueText={`${formatTime(time)} of ${formatTime(duration)}`}
          onChange={seek}
          disabled={duration <= 0}
          className="flex-1"
        />
        <span className="w-10 text-xs text-muted-foreground tabular-nums" aria-hidden>
          {formatTime(duration)}
        </span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          onClick={() => setMuted((m) => !m)}
          aria-label={muted ? "Unmute" : "Mute"}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-muted"
        >
          {muted ? <VolumeX aria-hidden className="h-5 w-5" /> : <Volume2 aria-hidden className="h-5 w-5" />}
        </button>
        <PlayerSlider
          label="Volume"
          value={volume}
          max={1}
          step={VOLUME_STEP}
          valueText={`${Math.round(volume * 100)}%`}
          onChange={setVolume}
          className="w-40"
        />
      </div>
    </div>
  );
}

function PlayerSlider({ label, value, max, step, valueText, onChange, disabled, className }: {
  label: string; value: number; max: number; step: number; valueText: string; onChange: (v: number) => void; disabled?: boolean; className?: string;
}) {
  return (
    <Slider.Root
      value={[value]}
      min={0}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={([v]) => onChange(v!)}
      className={cn("relative flex h-6 touch-none items-center select-none data-[disabled]:opacity-50", className)}
    >
      <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-stone-300 dark:bg-stone-600">
        <Slider.Range className="absolute h-full bg-primary" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block h-5 w-5 rounded-full border-2 border-primary bg-background shadow focus-visible:ring-4 focus-visible:ring-primary/30 focus-visible:outline-none"
      />
    </Slider.Root>
  );
}
