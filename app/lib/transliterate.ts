/**
 * Romanisation of the originals shown on verse pages: Tamil in ISO 15919,
 * Sanskrit (Devanagari) in IAST, Telugu in ISO 15919. Devanagari and Telugu
 * go through Sanscript; its Tamil scheme reads Tamil as if it were Devanagari
 * (க becomes "gha"), so Tamil has its own strict letter-for-letter table here.
 * Used at build and on the server only.
 */
import Sanscript from "@indic-transliteration/sanscript";

const TAMIL_VOWELS: Record<string, string> = {
  அ: "a", ஆ: "ā", இ: "i", ஈ: "ī", உ: "u", ஊ: "ū", எ: "e", ஏ: "ē", ஐ: "ai", ஒ: "o", ஓ: "ō", ஔ: "au", ஃ: "ḵ",
};
const TAMIL_SIGNS: Record<string, string> = {
  "ா": "ā", "ி": "i", "ீ": "ī", "ு": "u", "ூ": "ū", "ெ": "e", "ே": "ē", "ை": "ai", "ொ": "o", "ோ": "ō", "ௌ": "au", "்": "",
};
const TAMIL_CONSONANTS: Record<string, string> = {
  க: "k", ங: "ṅ", ச: "c", ஞ: "ñ", ட: "ṭ", ண: "ṇ", த: "t", ந: "n", ப: "p", ம: "m", ய: "y", ர: "r", ல: "l", வ: "v",
  ழ: "ḻ", ள: "ḷ", ற: "ṟ", ன: "ṉ", ஜ: "j", ஷ: "ṣ", ஸ: "s", ஹ: "h", ஶ: "ś",
};

export function tamilToLatin(text: string): string {
  const chars = [...text.normalize("NFC")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const consonant = TAMIL_CONSONANTS[c];
    if (consonant !== undefined) {
      const next = chars[i + 1];
      const sign = next !== undefined ? TAMIL_SIGNS[next] : undefined;
      if (sign !== undefined) {
        out += consonant + sign;
        i++;
      } else out += `${consonant}a`;
    } else if (TAMIL_VOWELS[c] !== undefined) out += TAMIL_VOWELS[c];
    else if (c === "ௗ") out += "au";
    else out += c;
  }
  return out;
}

export type ScriptLanguage = "ta" | "sa" | "te";

/** The original in Latin letters, line for line. */
export function romanize(text: string, language: ScriptLanguage): string {
  if (language === "ta") return tamilToLatin(text);
  const from = language === "sa" ? "devanagari" : "telugu";
  const to = language === "sa" ? "iast" : "iso";
  // Dandas come out as "|" and "||"; set them off from the word before, as in print.
  return Sanscript.t(text, from, to)
    .replace(/([^\s|])(\|+)/g, "$1 $2")
    .replace(/(\|+)([^\s|])/g, "$1 $2");
}
