/**
 * The chant recordings (made by scripts/chants.ts; synthesised, see there).
 * `bundled` marks the one shipped inside the app's code (app/assets/audio/),
 * the others are served from /audio/{id}.mp3.
 */
export interface Chant {
  id: string;
  title: string;
  /** What is chanted, in Latin letters, as the player and transcripts show it. */
  text: string;
  /** The same in Devanagari, for the speech synthesiser. */
  devanagari: string;
  meaning: string;
  repeats: number;
  /** Seconds of silence between repetitions. */
  pause: number;
  /** Drone pitch, Hz. */
  tonic: number;
  /** Length of the file made by scripts/chants.ts, seconds (shown before the file loads). */
  seconds: number;
  bundled?: boolean;
}

export const CHANTS: Chant[] = [
  {
    id: "om-arunachala-shiva",
    title: "Om Arunachala Shiva",
    text: "Om Arunachala Shiva",
    devanagari: "ॐ अरुणाचल शिव",
    meaning: "Om, Arunachala, Shiva: the sacred syllable, the hill's name, and the Lord the hill is.",
    repeats: 21,
    pause: 0.6,
    tonic: 110,
    seconds: 75,
    bundled: true,
  },
  {
    id: "om-namah-shivaya",
    title: "Om Namah Shivaya",
    text: "Om Namah Shivaya",
    devanagari: "ॐ नमः शिवाय",
    meaning: "Om, salutation to Shiva: the five-syllable mantra (Panchakshara) with Om before it.",
    repeats: 21,
    pause: 0.6,
    tonic: 98,
    seconds: 74,
  },
  {
    id: "arunachala-shiva",
    title: "Arunachala Shiva (the Aksharamanamalai refrain)",
    text: "Arunachala Shiva Arunachala Shiva Arunachala Shiva Aruna Shiva",
    devanagari: "अरुणाचल शिव अरुणाचल शिव अरुणाचल शिव अरुण शिव",
    meaning: "The refrain sung between the verses of Sri Ramana's Aksharamanamalai: the name of the hill joined to the name of Shiva.",
    repeats: 9,
    pause: 0.8,
    tonic: 104,
    seconds: 67,
  },
];
