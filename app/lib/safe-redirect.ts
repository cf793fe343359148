/**
 * The `redirect` query parameter may only ever send a visitor to a path on
 * this site. Anything that could leave it (absolute URLs, protocol-relative
 * `//host`, backslashes that browsers read as slashes, control characters,
 * `javascript:` and percent-encoded forms of all of these) is refused.
 */
const BASE = "http://same-origin.invalid";
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function looksSafe(value: string): boolean {
  return (
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    !CONTROL.test(value) &&
    !/\s/.test(value)
  );
}

/** Decodes percent-encoding repeatedly (bounded) so that encoded attacks are seen. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing after four rounds: refuse
}

/** The same-site path to go to, or `null` when the value is not one. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!looksSafe(value)) return null;
  const decoded = decodeFully(value);
  if (decoded === null || !looksSafe(decoded)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksSafe(path) ? path : null;
}
