import { Share2 } from "lucide-react";
import { stripTrackingParams } from "~/lib/tracking";
import { Button } from "./ui/button";

/** Shares the page's clean URL (never with tracking parameters): the phone's share sheet, else the clipboard. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  async function share() {
    const url = new URL(path, window.location.origin);
    const clean = `${url.origin}${url.pathname}${stripTrackingParams(url.search)}`;
    if (navigator.share) {
      try {
        await navigator.share({ title, url: clean });
        return;
      } catch (e) {
        if ((e as Error).name === "AbortError") return;
      }
    }
    // The notices code is already loaded by the time anyone presses Share (see Notices).
    const { toast } = await import("sonner");
    try {
      await navigator.clipboard.writeText(clean);
      toast.success("Link copied", { description: "Paste it anywhere to share this article." });
    } catch {
      toast.error("Could not copy the link", { description: clean });
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden className="h-4 w-4" /> Share
    </Button>
  );
}
