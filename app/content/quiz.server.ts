/** The quiz's question bank (content/quiz/questions.yaml), validated once: a bad entry or a link to a page that does not exist stops the build. */
import { parse } from "yaml";
import { isPublished } from "~/config/published";
import type { Question } from "~/lib/quiz";
import { bankSchema } from "./quiz-schema";
import text from "../../content/quiz/questions.yaml?raw";

let bank: Question[] | undefined;

export function quizBank(): Question[] {
  if (bank) return bank;
  const result = bankSchema.safeParse(parse(text));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `content/quiz/questions.yaml: ${i.path.join(".")}: ${i.message}`);
    throw new Error(problems.join("\n"));
  }
  const broken = result.data.filter((q) => !isPublished(q.link.split("#")[0]!));
  if (broken.length > 0) throw new Error(broken.map((q) => `content/quiz/questions.yaml: ${q.id}: link: ${q.link} is not a page of the site`).join("\n"));
  bank = result.data;
  return bank;
}
