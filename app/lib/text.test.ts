import { describe, expect, it } from "vitest";
import {
  cardSnippet, htmlToText, LIMITS, metaDescription, metaSummary, readingMinutes, socialDescription,
  stripEmoji, swapEmoji, truncateAtWord, wordCount,
} from "./text";

const long =
  "Girivalam is the walk around the sacred hill of Arunachala, about fourteen kilometres of road that pilgrims cover barefoot, often by the light of the full moon, with the hill always on their right hand as a sign of reverence for Shiva, whom the hill is believed to be. It takes three to five hours.";

describe("truncateAtWord", () => {
  it("returns short text unchanged", () => {
    expect(truncateAtWord("Arunachala Shiva", 160)).toBe("Arunachala Shiva");
  });

  it("cuts at a word boundary with an ellipsis, within the limit", () => {
    const out = truncateAtWord(long, 60);
    expect(out.length).toBeLessThanOrEqual(60);
    expect(out.endsWith("…")).toBe(true);
    expect(long.startsWith(out.slice(0, -1))).toBe(true);
    expect(long.charAt(out.length - 1)).toMatch(/[\s,]/); // the cut fell between words
  });

  it("drops punctuation before the ellipsis", () => {
    expect(truncateAtWord("One two three, four five six seven", 16)).toBe("One two three…");
  });

  it("cuts a single overlong word hard", () => {
    expect(truncateAtWord("a".repeat(50), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("squashes white space", () => {
    expect(truncateAtWord("  a \n\n b  ", 10)).toBe("a b");
  });
});

describe("length rules", () => {
  const text = long.repeat(3);
  it.each([
    [metaSummary, LIMITS.metaSummary, 300],
    [metaDescription, LIMITS.metaDescription, 160],
    [socialDescription, LIMITS.socialDescription, 200],
    [cardSnippet, LIMITS.cardSnippet, 200],
  ] as const)("cuts to the spec's length", (fn, limit, expected) => {
    expect(limit).toBe(expected);
    const out = fn(text);
    expect(out.length).toBeLessThanOrEqual(expected);
    expect(out.length).toBeGreaterThan(expected - 20);
  });
  it("next-full-moon descriptions are cut at 100", () => expect(LIMITS.fullMoonDescription).toBe(100));
});

describe("htmlToText, wordCount, readingMinutes", () => {
  it("strips tags and decodes entities", () => {
    expect(htmlToText("<h2>Om</h2><p>Siva &amp; Sakti&nbsp;are <em>one</em> &#8212; always</p><script>x()</script>")).toBe(
      "Om. Siva & Sakti are one — always",
    );
  });
  it("ends a heading without punctuation with a full stop, so it does not run into the next paragraph", () => {
    expect(htmlToText('<h2 id="x">The flag hoisting</h2><p>In the days</p><h3>Why?</h3><p>Because.</p>')).toBe("The flag hoisting. In the days Why? Because.");
  });
  it("counts words", () => expect(wordCount(" one two\nthree ")).toBe(3));
  it("reading time is at least a minute", () => {
    expect(readingMinutes(50)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
  });
});

describe("emoji", () => {
  it("swaps known emoji for the site's icons", () => {
    expect(swapEmoji("Walk 🚶 under the 🌕 and pray 🙏🏽.")).toEqual([
      "Walk ",
      { icon: "footprints", label: "walking" },
      " under the ",
      { icon: "moon", label: "full moon" },
      " and pray ",
      { icon: "hand-heart", label: "prayer" },
      ".",
    ]);
  });
  it("handles variation selectors and unknown emoji", () => {
    expect(swapEmoji("⛰️ 🦄")).toEqual([{ icon: "mountain", label: "mountain" }, " ", { icon: "sparkles", label: "" }]);
  });
  it("leaves Tamil and Telugu text alone", () => {
    expect(swapEmoji("அண்ணாமலை అరుణాచల")).toEqual(["அண்ணாமலை అరుణాచల"]);
  });
  it("strips emoji where no icon can go", () => {
    expect(stripEmoji("🔥 Karthigai Deepam 🪔")).toBe("Karthigai Deepam");
  });
});
