import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bankSchema } from "~/content/quiz-schema";
import { drawRound, markRound, MAX_SEED, parseQuizQuery, ROUND_SIZE, type Question } from "./quiz";

const bank: Question[] = Array.from({ length: 64 }, (_, i) => ({
  id: `q${i}`,
  topic: "hill",
  question: `Question number ${i}?`,
  choices: ["a", "b", "c"],
  answer: i % 3,
  explanation: "Because the page says so, in these words of ours.",
  link: "/temple-guide",
}));

describe("the quiz", () => {
  it("draws ten questions, none twice, the same for the same round number", () => {
    for (const seed of [1, 2, 3, 42, 99_999, MAX_SEED]) {
      const round = drawRound(bank, seed);
      expect(round).toHaveLength(ROUND_SIZE);
      expect(new Set(round.map((q) => q.id)).size).toBe(ROUND_SIZE);
      expect(drawRound(bank, seed)).toEqual(round);
    }
    // Different rounds differ, and over many rounds every question comes up.
    expect(drawRound(bank, 1)).not.toEqual(drawRound(bank, 2));
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) for (const q of drawRound(bank, seed)) seen.add(q.id);
    expect(seen.size).toBe(bank.length);
  });

  it("marks a round: right, wrong and unanswered", () => {
    const round = drawRound(bank, 7);
    const answers = new Map([
      [round[0]!.id, round[0]!.answer],
      [round[1]!.id, (round[1]!.answer + 1) % 3],
    ]);
    const { score, marked } = markRound(round, answers);
    expect(score).toBe(1);
    expect(marked.map((m) => [m.right, m.chosen === null]).slice(0, 3)).toEqual([[true, false], [false, false], [false, true]]);
  });

  it("reads a round's address and refuses answers that are not the round's", () => {
    const round = drawRound(bank, 5);
    const ok = parseQuizQuery(new URLSearchParams(`round=5&check=1&q-${round[0]!.id}=2`), bank);
    expect(ok).toEqual({ ok: true, seed: 5, answers: new Map([[round[0]!.id, 2]]) });
    expect(parseQuizQuery(new URLSearchParams("round=5"), bank)).toEqual({ ok: true, seed: 5, answers: null });
    expect(parseQuizQuery(new URLSearchParams(""), bank)).toEqual({ ok: true, seed: null, answers: null });
    const outside = bank.find((q) => !round.includes(q))!;
    for (const bad of ["round=abc", "round=99999999999", "check=1", `round=5&check=1&q-${outside.id}=0`, `round=5&check=1&q-${round[0]!.id}=7`, `round=5&check=1&q-${round[0]!.id}=x`]) {
      expect(parseQuizQuery(new URLSearchParams(bad), bank).ok, bad).toBe(false);
    }
  });

  it("refuses a bank with a repeated id, a wrong answer index or too few questions", () => {
    expect(bankSchema.safeParse(bank).success).toBe(true);
    expect(bankSchema.safeParse(bank.slice(0, 59)).success).toBe(false);
    expect(bankSchema.safeParse([...bank, bank[0]]).success).toBe(false);
    expect(bankSchema.safeParse([...bank.slice(1), { ...bank[0]!, answer: 3 }]).success).toBe(false);
  });

  it("the site's bank is valid, with at least 60 questions over every topic and the right answers spread over the positions", () => {
    const real = bankSchema.parse(parse(readFileSync("content/quiz/questions.yaml", "utf8")));
    expect(real.length).toBeGreaterThanOrEqual(60);
    const positions = new Map<number, number>();
    for (const q of real) positions.set(q.answer, (positions.get(q.answer) ?? 0) + 1);
    // No position holds more than 40% of the right answers, so guessing "the first" does not pay.
    for (const n of positions.values()) expect(n / real.length).toBeLessThan(0.4);
    expect(new Set(real.map((q) => q.topic)).size).toBe(8);
  });
});
