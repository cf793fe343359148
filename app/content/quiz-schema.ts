/** The quiz bank's schema (zod, server only): a bad entry fails the build naming its place in the file. */
import { z } from "zod";
import { TOPICS, type Question, type Topic } from "~/lib/quiz";

export const questionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case words joined by hyphens"),
    topic: z.enum(Object.keys(TOPICS) as [Topic, ...Topic[]]),
    question: z.string().min(10),
    choices: z.array(z.string().min(1)).min(3).max(4),
    answer: z.number().int().min(0),
    explanation: z.string().min(30),
    /** The page of the site that teaches it. */
    link: z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/, "must be a path of the site, as /temple-guide or /ramana/hymns/aksharamanamalai"),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.answer >= q.choices.length) ctx.addIssue({ code: "custom", path: ["answer"], message: `is ${q.answer}, but there are ${q.choices.length} choices (counted from 0)` });
    if (new Set(q.choices).size !== q.choices.length) ctx.addIssue({ code: "custom", path: ["choices"], message: "has the same choice twice" });
  });


export const bankSchema: z.ZodType<Question[]> = z
  .array(questionSchema)
  .min(60, "the bank needs at least 60 questions")
  .superRefine((bank, ctx) => {
    const seen = new Set<string>();
    bank.forEach((q, i) => {
      if (seen.has(q.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `${q.id} is used twice` });
      seen.add(q.id);
    });
  });

