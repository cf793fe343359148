/** The cart, kept in this browser (localStorage) so that it survives reloads; prices are always the server's. */
import { useCallback, useSyncExternalStore } from "react";
import { MAX_QUANTITY } from "~/lib/shop";

export interface CartLine {
  slug: string;
  quantity: number;
}

const KEY = "shop:cart";
const EVENT = "shop:cart-changed";

function read(): CartLine[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter((l): l is CartLine => typeof l?.slug === "string" && Number.isInteger(l?.quantity))
      .map((l) => ({ slug: l.slug, quantity: Math.min(MAX_QUANTITY, Math.max(1, l.quantity)) }));
  } catch {
    return [];
  }
}

let cache = "";
let snapshot: CartLine[] = [];
function getSnapshot(): CartLine[] {
  const raw = window.localStorage.getItem(KEY) ?? "[]";
  if (raw !== cache) {
    cache = raw;
    snapshot = read();
  }
  return snapshot;
}
const EMPTY: CartLine[] = [];
function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function write(lines: CartLine[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage blocked: the cart lasts until the page closes.
  }
  window.dispatchEvent(new Event(EVENT));
}

export function useCart() {
  const lines = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  const add = useCallback((slug: string, quantity: number) => {
    const current = read();
    const line = current.find((l) => l.slug === slug);
    if (line) line.quantity = Math.min(MAX_QUANTITY, line.quantity + quantity);
    else current.push({ slug, quantity: Math.min(MAX_QUANTITY, quantity) });
    write(current);
  }, []);
  const setQuantity = useCallback((slug: string, quantity: number) => {
    write(read().map((l) => (l.slug === slug ? { ...l, quantity: Math.min(MAX_QUANTITY, Math.max(1, quantity)) } : l)));
  }, []);
  const remove = useCallback((slug: string) => write(read().filter((l) => l.slug !== slug)), []);
  const clear = useCallback(() => write([]), []);
  return { lines, count: lines.reduce((n, l) => n + l.quantity, 0), add, setQuantity, remove, clear };
}
