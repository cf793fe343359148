/**
 * Notices (spec §8), raised from anywhere: sonner's code is loaded on first use,
 * so pages that never notify never load it.
 */
export async function notify(title: string, options: { description?: string; duration?: number } = {}) {
  const { toast } = await import("sonner");
  toast(title, options);
}

/** The destructive notice: an error, shown in the error colours. */
export async function notifyError(title: string, description: string) {
  const { toast } = await import("sonner");
  toast.error(title, { description, richColors: true });
}
