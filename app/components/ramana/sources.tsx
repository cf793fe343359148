/** Where a fact or a text was checked: a quiet disclosure of links (URLs) or repository files. */
import type { ReactNode } from "react";
export function Sources({ sources, label = "Sources", children }: { sources: readonly string[]; label?: string; children?: ReactNode }) {
  return (
    <details className="sources">
      <summary>{`${label} (${sources.length})`}</summary>
      <ul>
        {sources.map((s) => (
          <li key={s}>
            {/^https?:\/\//.test(s) ? (
              <a href={s} rel="nofollow noopener noreferrer">{displayUrl(s)}</a>
            ) : (
              <span>{s}</span>
            )}
          </li>
        ))}
      </ul>
      {children}
    </details>
  );
}

/** A source URL as a reader sees it: host and path, without the scheme or a trailing slash. */
export function displayUrl(url: string): string {
  return decodeURI(url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, ""));
}

/** A statement of fact in our words, how other accounts differ, and where it was checked (content's `sourcedSchema`). */
export function SourcedStatement({
  text,
  differs,
  sources,
  textClassName,
  differsClassName = "mt-1 text-muted-foreground",
}: {
  text: string;
  differs?: string;
  sources: readonly string[];
  textClassName?: string;
  differsClassName?: string;
}) {
  return (
    <>
      <p className={textClassName}>{text}</p>
      {differs ? <p className={differsClassName}>Accounts differ: {differs}</p> : null}
      <Sources sources={sources} />
    </>
  );
}
