import { describe, expect, it } from "vitest";
import { filterVideos } from "./videos";

const videos = [
  { title: "The Glory of Deepam", desc: "Karthigai Deepam at Tiruvannamalai", category: "Girivalam & Pilgrimage", tags: ["deepam", "festival"] },
  { title: "Who Am I?", desc: "Self-enquiry with David Godman", category: "Teachings & Talks", tags: ["ramana", "self-enquiry"] },
  { title: "There Is No Observer", desc: "A film on Ramana's philosophy", category: "Documentaries & Films", tags: ["ramana", "film"] },
];

describe("filterVideos", () => {
  it("'All' and no filters give every video", () => expect(filterVideos(videos, {})).toHaveLength(3));
  it("filters by category", () => expect(filterVideos(videos, { category: "Teachings & Talks" }).map((v) => v.title)).toEqual(["Who Am I?"]));
  it("filters by tag", () => expect(filterVideos(videos, { tag: "ramana" })).toHaveLength(2));
  it("searches title, description and tags, every word, any case", () => {
    expect(filterVideos(videos, { q: "RAMANA film" }).map((v) => v.title)).toEqual(["There Is No Observer"]);
    expect(filterVideos(videos, { q: "karthigai" })).toHaveLength(1);
    expect(filterVideos(videos, { q: "nothing-like-this" })).toHaveLength(0);
  });
  it("combines filters", () => expect(filterVideos(videos, { category: "Documentaries & Films", tag: "ramana", q: "observer" })).toHaveLength(1));
});
