/**
 * The islands a page may contain, by name, and how the browser loads each
 * (see island.tsx). One dynamic import per island, so a page downloads only
 * the islands it has, when they wake.
 */
import type { ComponentType } from "react";

export type When = "load" | "visible" | "idle";

/** A plain module that brings server-rendered markup to life; may return a function that stops it. */
export interface Enhancer<P = never> {
  enhance(el: HTMLElement, props: P): (() => void) | void;
}

export const ENHANCED_ISLANDS = {
  "deepam-countdown": () => import("~/components/calendar/deepam-countdown.enhance"),
  "full-moons": () => import("~/components/calendar/full-moons.enhance"),
  "reading-mode": () => import("~/components/ramana/reading-mode.enhance"),
} satisfies Record<string, () => Promise<Enhancer<never>>>;

export const REACT_ISLANDS = {
  "chant-audio": () => import("~/components/media/audio-player").then((m) => ({ default: m.AudioPlayer })),
  "chant-video": () => import("~/components/media/chant-video").then((m) => ({ default: m.ChantVideo })),
  "home-calendar": () => import("~/components/calendar/home-sacred-calendar").then((m) => ({ default: m.HomeSacredCalendar })),
  "page-calendar": () => import("~/components/calendar/page-calendar").then((m) => ({ default: m.PageCalendar })),
  "lite-video": () => import("~/components/media/lite-video").then((m) => ({ default: m.LiteVideo })),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own
} satisfies Record<string, () => Promise<{ default: ComponentType<any> }>>;

export type EnhancedIslandName = keyof typeof ENHANCED_ISLANDS;
export type ReactIslandName = keyof typeof REACT_ISLANDS;
