import { Share2 } from "lucide-react";
import { buttonClass } from "./ui/button";

/**
 * Shares the page's clean URL (never with tracking parameters): the phone's
 * share sheet, else the clipboard. The enhancement module does the work, so
 * the button works on reading pages without React.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  return (
    <button type="button" className={buttonClass("outline", "sm")} data-share="" data-share-title={title} data-share-path={path} data-share-copied="Paste it anywhere to share this article.">
      <Share2 aria-hidden className="h-4 w-4" /> Share
    </button>
  );
}
