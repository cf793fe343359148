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
