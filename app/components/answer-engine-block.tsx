import { faqJsonLd } from "~/lib/meta";
import { JsonLd } from "./json-ld";

/** Inputs of spec §3 "Answer-engine block". */
export interface AnswerEngineInput {
  pageTitle: string;
  mainContent?: string;
  faqs: ReadonlyArray<{ question: string; answer: string }>;
  keyTopics?: readonly string[];
  userIntent?: string;
  expertiseLevel?: "beginner" | "intermediate" | "advanced";
  location?: { name: string; coordinates: { lat: number; lng: number } };
}

/**
 * A visible FAQ and key-topics section with FAQPage structured data, so that
 * search and answer engines can quote the page's own answers.
 */
export function AnswerEngineBlock({ pageTitle, faqs, keyTopics, location }: AnswerEngineInput) {
  if (faqs.length === 0 && !keyTopics?.length) return null;
  return (
    <section aria-labelledby="faq-heading" className="mt-12 rounded-2xl border border-border bg-card p-6">
      <h2 id="faq-heading" className="font-serif text-2xl font-semibold">Questions pilgrims ask</h2>
      <p className="sr-only">About {pageTitle}{location ? `, ${location.name}` : ""}</p>
      {faqs.length > 0 && (
        <div className="mt-4 divide-y divide-border">
          {faqs.map((f) => (
            <details key={f.question} className="group py-3">
              <summary className="cursor-pointer list-none font-medium marker:hidden">
                <span className="mr-2 inline-block text-primary transition-transform group-open:rotate-90" aria-hidden>›</span>
                {f.question}
              </summary>
              <p className="mt-2 pl-5 text-muted-foreground">{f.answer}</p>
            </details>
          ))}
        </div>
      )}
      {keyTopics && keyTopics.length > 0 && (
        <div className="mt-6">
          <h3 className="font-sans text-sm font-semibold tracking-wide uppercase">Key topics</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {keyTopics.map((t) => (
              <li key={t} className="rounded-full bg-muted px-3 py-1 text-sm">{t}</li>
            ))}
          </ul>
        </div>
      )}
      {faqs.length > 0 && <JsonLd data={{ "@context": "https://schema.org", ...faqJsonLd(faqs) }} />}
    </section>
  );
}
