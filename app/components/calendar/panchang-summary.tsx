import { Sun } from "lucide-react";
import { useEffect, useState } from "react";
import type { PanchangText } from "~/lib/calendar/panchang";

/**
 * The selected day's panchang, fetched from /calendar/panchang/{date}.json (the page seeds the day it
 * opens on). Returns the panchang of `date` once known, else undefined.
 */
export function usePanchang(date: string | undefined, seed?: PanchangText): PanchangText | undefined {
  const [known, setKnown] = useState<Record<string, PanchangText>>(seed ? { [seed.date]: seed } : {});
  const missing = date && !known[date] ? date : undefined;
  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    fetch(`/calendar/panchang/${missing}.json`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<PanchangText>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((p) => setKnown((prev) => ({ ...prev, [p.date]: p })))
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") console.error(`panchang: could not load ${missing}`, error);
      });
    return () => controller.abort();
  }, [missing]);
  return date ? known[date] : undefined;
}

const first = (items: { name: string; until: string }[]) => items.map((i) => `${i.name} ${i.until}`).join(", then ");

/** The day panel's panchang: the Tamil date, sun, tithi, nakshatra and Rahu kalam, and a link to the whole day. */
export function PanchangSummary({ date, panchang, headingLevel }: { date: string; panchang: PanchangText | undefined; headingLevel: 3 | 4 }) {
  const H = headingLevel === 3 ? "h3" : "h4";
  return (
    <section className="mt-6 rounded-xl border border-border bg-muted/40 p-4 text-sm" aria-label="Panchang of the day" aria-busy={!panchang}>
      <H className="flex items-center gap-2 font-semibold">
        <Sun aria-hidden className="h-4 w-4 text-primary" /> Panchang{panchang && <span className="font-normal text-muted-foreground">· {panchang.tamilDate}</span>}
      </H>
      {panchang ? (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Sun</dt>
          <dd>
            rises {panchang.sunrise}, sets {panchang.sunset}
          </dd>
          <dt className="text-muted-foreground">Tithi</dt>
          <dd>{first(panchang.tithi)}</dd>
          <dt className="text-muted-foreground">Nakshatra</dt>
          <dd>{first(panchang.nakshatra)}</dd>
          <dt className="text-muted-foreground">Rahu kalam</dt>
          <dd>{panchang.rahu}</dd>
        </dl>
      ) : (
        // Holds the summary's height while it loads, so nothing below it moves.
        <p className="mt-2 min-h-[5.5rem] text-muted-foreground">Working out the day…</p>
      )}
      <a href={`/panchang/${date}`} className="mt-3 inline-block font-medium text-primary underline-offset-4 hover:underline">
        The whole panchang of this day
      </a>
    </section>
  );
}
