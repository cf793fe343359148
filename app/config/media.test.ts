import { describe, expect, it } from "vitest";
import { embedUrl } from "~/config/media";

describe("embedUrl", () => {
  it("uses the privacy-enhanced domain and the spec's parameters", () => {
    const url = new URL(embedUrl("swlHeNnIhvI", { mute: true }));
    expect(url.origin).toBe("https://www.youtube-nocookie.com");
    expect(url.pathname).toBe("/embed/swlHeNnIhvI");
    expect(Object.fromEntries(url.searchParams)).toEqual({ rel: "0", modestbranding: "1", autoplay: "1", mute: "1", playsinline: "1", enablejsapi: "1" });
    expect(new URL(embedUrl("swlHeNnIhvI", { mute: false })).searchParams.get("mute")).toBe("0");
  });
  it("embeds a playlist through videoseries", () => {
    const url = new URL(embedUrl("PLabc", { mute: false, playlist: true }));
    expect(url.pathname).toBe("/embed/videoseries");
    expect(url.searchParams.get("list")).toBe("PLabc");
  });
  it("cannot be steered off the embed path", () => {
    expect(new URL(embedUrl("../x?y", { mute: false })).pathname).toBe("/embed/..%2Fx%3Fy");
  });
});
