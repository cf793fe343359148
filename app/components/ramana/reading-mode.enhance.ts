/**
 * Reading mode for a verse page (an enhanced island, decision 0014): one
 * verse at a time in large type, in a modal <dialog>. Arrow keys, Page Up and
 * Down, Home and End, the on-screen buttons and a horizontal swipe move
 * between verses; Escape or Close returns to the page at the verse last read,
 * whose anchor the address bar then carries. The island also copies a verse's
 * text (Copy), since its buttons sit inside it.
 */
import { notice } from "~/enhance/notice";

const SWIPE_PX = 50;

function verseText(verse: HTMLElement): string {
  const parts = [...verse.querySelectorAll<HTMLElement>("[data-verse-part]")].map((p) => p.textContent?.trim() ?? "");
  const url = `${location.origin}${location.pathname}#${verse.id}`;
  return [`${document.querySelector("h1")?.textContent?.trim() ?? ""}, ${verse.dataset.verse ?? ""}`, ...parts, url].filter(Boolean).join("\n\n");
}

async function copyVerse(verse: HTMLElement) {
  try {
    await navigator.clipboard.writeText(verseText(verse));
    notice("Verse copied", `${verse.dataset.verse} and a link to it are on the clipboard.`);
  } catch {
    notice("Could not copy the verse", "Select the text and copy it instead.");
  }
}

export function enhance(root: HTMLElement): () => void {
  const verses = [...root.querySelectorAll<HTMLElement>("article[data-verse]")];
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-reader]");
  const stage = dialog?.querySelector<HTMLElement>("[data-reader-stage]");
  const counter = dialog?.querySelector<HTMLElement>("[data-reader-counter]");
  const prev = dialog?.querySelector<HTMLButtonElement>("[data-reader-prev]");
  const next = dialog?.querySelector<HTMLButtonElement>("[data-reader-next]");
  let index = 0;

  const show = (i: number) => {
    if (!stage || !counter || verses.length === 0) return;
    index = Math.max(0, Math.min(verses.length - 1, i));
    const verse = verses[index]!;
    stage.replaceChildren(
      ...[...verse.querySelectorAll<HTMLElement>("[data-verse-part]")].map((part) => {
        const copy = part.cloneNode(true) as HTMLElement;
        copy.removeAttribute("id");
        copy.className = `reader-${part.dataset.versePart}`;
        return copy;
      }),
    );
    counter.textContent = `${verse.dataset.verse} · ${index + 1} of ${verses.length}`;
    if (prev) prev.disabled = index === 0;
    if (next) next.disabled = index === verses.length - 1;
    history.replaceState(history.state, "", `#${verse.id}`);
  };

  /** The verse being read on the page: the one in the address, else the first whose top is on screen. */
  const currentIndex = () => {
    const byHash = verses.findIndex((v) => `#${v.id}` === location.hash);
    if (byHash >= 0) return byHash;
    const visible = verses.findIndex((v) => v.getBoundingClientRect().bottom > 80);
    return visible >= 0 ? visible : 0;
  };

  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, PageDown: 1, ArrowLeft: -1, ArrowUp: -1, PageUp: -1 };
    if (event.key in moves) show(index + moves[event.key]!);
    else if (event.key === "Home") show(0);
    else if (event.key === "End") show(verses.length - 1);
    else return;
    event.preventDefault();
  };

  let startX = 0;
  let startY = 0;
  const onPointerDown = (e: PointerEvent) => {
    startX = e.clientX;
    startY = e.clientY;
  };
  const onPointerUp = (e: PointerEvent) => {
    const dx = e.clientX - startX;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - startY)) show(index + (dx < 0 ? 1 : -1));
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const copy = target.closest<HTMLElement>("[data-copy-verse]");
    if (copy) {
      const verse = verses.find((v) => v.id === copy.dataset.copyVerse);
      if (verse) void copyVerse(verse);
    } else if (target.closest("[data-reader-open]") && dialog) {
      show(currentIndex());
      dialog.showModal();
    } else if (target.closest("[data-reader-prev]")) show(index - 1);
    else if (target.closest("[data-reader-next]")) show(index + 1);
    else if (target.closest("[data-reader-close]")) dialog?.close();
  };

  const onClose = () => {
    const verse = verses[index];
    verse?.scrollIntoView({ block: "start" });
    verse?.focus({ preventScroll: true });
  };

  root.addEventListener("click", onClick);
  dialog?.addEventListener("keydown", onKey);
  dialog?.addEventListener("pointerdown", onPointerDown);
  dialog?.addEventListener("pointerup", onPointerUp);
  dialog?.addEventListener("close", onClose);
  return () => {
    root.removeEventListener("click", onClick);
    dialog?.removeEventListener("keydown", onKey);
    dialog?.removeEventListener("pointerdown", onPointerDown);
    dialog?.removeEventListener("pointerup", onPointerUp);
    dialog?.removeEventListener("close", onClose);
  };
}
