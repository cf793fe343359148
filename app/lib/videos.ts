/** Filtering the video catalogue (pure): by category ("All" for every one), tag, and words in the title, description or tags. */
export interface FilterableVideo {
  title: string;
  desc: string;
  category: string;
  tags: string[];
}

export function filterVideos<T extends FilterableVideo>(videos: T[], { category = "All", tag = "", q = "" }: { category?: string; tag?: string; q?: string }): T[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return videos.filter((v) => {
    if (category !== "All" && v.category !== category) return false;
    if (tag && !v.tags.includes(tag)) return false;
    const text = `${v.title} ${v.desc} ${v.tags.join(" ")}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
