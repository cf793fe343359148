/** The walk and its history, kept on the phone (localStorage) so a reload, a locked screen or a killed browser loses nothing. */
import type { WalkState } from "~/lib/girivalam/walk";

export const WALK_KEY = "girivalam:walk";
export const HISTORY_KEY = "girivalam:history";
export const AUDIO_KEY = "girivalam:audio";

export interface PastWalk {
  startedAt: number;
  durationMs: number;
  distance: number;
  completed: boolean;
}

function read<T>(key: string, valid: (v: unknown) => v is T): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the walk still runs, it just will not survive a reload.
  }
}

const isWalk = (v: unknown): v is WalkState =>
  typeof v === "object" && v !== null && (v as WalkState).version === 1 && typeof (v as WalkState).startedAt === "number" && Array.isArray((v as WalkState).reached);

const isHistory = (v: unknown): v is PastWalk[] =>
  Array.isArray(v) && v.every((w) => typeof w === "object" && w !== null && typeof (w as PastWalk).startedAt === "number" && typeof (w as PastWalk).distance === "number");

export const loadWalk = () => read(WALK_KEY, isWalk);
export const saveWalk = (walk: WalkState | null) => write(WALK_KEY, walk);
export const loadHistory = () => read(HISTORY_KEY, isHistory) ?? [];
export function addToHistory(entry: PastWalk): PastWalk[] {
  const history = [entry, ...loadHistory()].slice(0, 50);
  write(HISTORY_KEY, history);
  return history;
}
export const loadAudioOn = () => read(AUDIO_KEY, (v): v is boolean => typeof v === "boolean") ?? false;
export const saveAudioOn = (on: boolean) => write(AUDIO_KEY, on);
