/**
 * The quiz (issue 16): a bank of questions written from the site's own pages, a round of ten drawn
 * from it by a seed (so a round's address reproduces it), and the scoring of a round's answers.
 */
import { mulberry32 } from "./seeded-random";

export const TOPICS = {
  hill: "The hill",
  temple: "The temple",
  girivalam: "Girivalam",
  ramana: "Sri Ramana",
  saints: "Saints",
  scriptures: "Scriptures and hymns",
  festivals: "Festivals",
  practices: "Practices",
} as const;

export const ROUND_SIZE = 10;

export type Topic = keyof typeof TOPICS;

/** A question of the bank (content/quiz/questions.yaml, validated by app/content/quiz-schema.ts). */
export interface Question {
  id: string;
  topic: Topic;
  question: string;
  choices: string[];
  /** The index of the right choice. */
  answer: number;
  explanation: string;
  /** The page of the site that teaches it. */
  link: string;
}

export const MAX_SEED = 2 ** 31 - 1;

/** Ten questions drawn from the bank by the seed, none twice (a partial Fisher-Yates shuffle). */
export function drawRound(bank: readonly Question[], seed: number, size = ROUND_SIZE): Question[] {
  const next = mulberry32(seed);
  const pool = [...bank];
  const n = Math.min(size, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

export interface Marked {
  question: Question;
  /** The reader's choice, or null when the question was left unanswered. */
  chosen: number | null;
  right: boolean;
}

/** Marks a round: `answers` maps a question's id to the index of the choice made. */
export function markRound(round: readonly Question[], answers: ReadonlyMap<string, number>): { score: number; marked: Marked[] } {
  const marked = round.map((question) => {
    const chosen = answers.get(question.id) ?? null;
    return { question, chosen, right: chosen === question.answer };
  });
  return { score: marked.filter((m) => m.right).length, marked };
}

/**
 * Reads a quiz address: `round` (the seed) and, when answers are sent, `q-{id}` = choice index for
 * the round's questions. Anything else in the answers is a mistake to report, not to ignore.
 */
export function parseQuizQuery(params: URLSearchParams, bank: readonly Question[]): { ok: true; seed: number | null; answers: Map<string, number> | null } | { ok: false; error: string } {
  const roundText = params.get("round");
  let seed: number | null = null;
  if (roundText !== null) {
    if (!/^\d{1,10}$/.test(roundText) || Number(roundText) > MAX_SEED) return { ok: false, error: "That round number is not one the quiz knows. Start a new round." };
    seed = Number(roundText);
  }
  if (!params.has("check")) return { ok: true, seed, answers: null };
  if (seed === null) return { ok: false, error: "Answers were sent without their round. Start a new round." };
  const round = drawRound(bank, seed);
  const answers = new Map<string, number>();
  for (const [key, value] of params) {
    if (!key.startsWith("q-")) continue;
    const question = round.find((q) => `q-${q.id}` === key);
    const index = /^\d$/.test(value) ? Number(value) : -1;
    if (!question || index < 0 || index >= question.choices.length) return { ok: false, error: "Some answers do not belong to this round. Start a new round." };
    answers.set(question.id, index);
  }
  return { ok: true, seed, answers };
}
