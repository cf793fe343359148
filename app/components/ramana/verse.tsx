import { Link } from "react-router";
import type { VerseView } from "~/content/ramana.server";
import type { Work } from "~/content/collections/schemas";
import { Sources } from "./sources";

const ROMAN_LANG: Record<Work["language"], string> = { ta: "ta-Latn", sa: "sa-Latn", te: "te-Latn" };

/**
 * One verse: its number (a link to its own anchor), the original where it has
 * been checked in two sources, a romanisation, our English, a note, the places
 * it names, and buttons to copy it or copy a link to it (they need the
 * enhancement module, so they keep their space but stay hidden without it).
 * A long work repeats this a hundred times, so the markup is kept lean: short
 * classes from app.css, no icons.
 */
export function VerseBlock({ verse: v, language, path }: { verse: VerseView; language: Work["language"]; path: string }) {
  const label = v.label.toLowerCase();
  return (
    <article id={v.anchor} data-verse={v.label} aria-labelledby={`${v.anchor}-label`} tabIndex={-1} className="verse">
      <div className="verse-head">
        <h3 id={`${v.anchor}-label`}>
          <a href={`#${v.anchor}`}>{v.label}</a>
        </h3>
        <div data-js-only="">
          {v.rendering ? (
            <button type="button" className="verse-action" data-copy-verse={v.anchor} aria-label={`Copy ${label}`}>
              Copy
            </button>
          ) : null}
          <button type="button" className="verse-action" data-share="copy" data-share-path={`${path}#${v.anchor}`} data-share-copied={`The link opens the page at ${label}.`} aria-label={`Copy a link to ${label}`}>
            Link
          </button>
        </div>
      </div>
      {v.original ? (
        <>
          <p lang={language} className="verse-original" data-verse-part="original">{v.original}</p>
          <p lang={ROMAN_LANG[language]} className="verse-roman" data-verse-part="roman">{v.romanized}</p>
        </>
      ) : null}
      {v.originalTamil ? (
        <>
          <p className="verse-status">Ramana&rsquo;s own Tamil version{v.originalTamilForm ? `, in the form ${v.originalTamilForm}` : ""}</p>
          <p lang="ta" className="verse-original" data-verse-part="original">{v.originalTamil}</p>
          <p lang="ta-Latn" className="verse-roman" data-verse-part="roman">{v.romanizedTamil}</p>
        </>
      ) : null}
      {v.rendering ? (
        <p className="verse-rendering" data-verse-part="rendering">{v.rendering}</p>
      ) : (
        <p className="verse-pending" data-verse-part="pending">{v.pending}</p>
      )}
      {v.note ? (
        <p className="verse-note">
          <b>Note.</b> {v.note}
        </p>
      ) : null}
      {v.mentions.length > 0 ? (
        <p className="verse-note">
          The place:{" "}
          {v.mentions.map((m, i) => (
            <span key={m.path}>
              {i > 0 ? ", " : ""}
              <Link to={m.path}>{m.title}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {v.pending ? null : v.original || v.originalTamil ? (
        <div className="verse-status">
          <Sources sources={[...(v.original ? v.originalSources : []), ...(v.originalTamilSources ?? [])]} label="Text checked in">
            {v.variants ? <p className="mt-1">How the sources differ: {v.variants}</p> : null}
          </Sources>
        </div>
      ) : (
        <div className="verse-status">
          <p>Original not shown: we have found it in one source so far, not the two we require. The English is ours, made from that text.</p>
          <Sources sources={v.originalSources} label="Where we read it" />
        </div>
      )}
    </article>
  );
}
