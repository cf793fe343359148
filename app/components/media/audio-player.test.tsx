// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AudioPlayer, formatTime, INITIAL_VOLUME } from "./audio-player";

const notices = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock("~/lib/notify", () => notices);

let playImpl: (this: HTMLMediaElement) => Promise<void>;
beforeEach(() => {
  notices.notify.mockClear();
  notices.notifyError.mockClear();
  playImpl = function () {
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  };
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    return playImpl.call(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("pause"));
  });
});
afterEach(() => vi.restoreAllMocks());

function setup() {
  const user = userEvent.setup();
  const view = render(<AudioPlayer src="/audio/om-namah-shivaya.mp3" title="Om Namah Shivaya" />);
  const audio = view.container.querySelector("audio")!;
  // The file's length becomes known (as the browser would report it).
  Object.defineProperty(audio, "duration", { configurable: true, value: 74 });
  fireEvent(audio, new Event("loadedmetadata"));
  return { user, audio };
}

describe("AudioPlayer", () => {
  it("plays and pauses, with the 'Playing audio' notice for 2 seconds", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Play Om Namah Shivaya" }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(notices.notify).toHaveBeenCalledWith("Playing audio", { duration: 2000 });
    await user.click(screen.getByRole("button", { name: "Pause Om Namah Shivaya" }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Play Om Namah Shivaya" })).toBeInTheDocument();
  });

  it("says so when the browser refuses to play", async () => {
    playImpl = () => Promise.reject(new DOMException("not allowed", "NotAllowedError"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Play Om Namah Shivaya" }));
    expect(notices.notifyError).toHaveBeenCalledWith("Error", "Unable to play audio. Please try again.");
    expect(notices.notify).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play Om Namah Shivaya" })).toBeInTheDocument();
  });

  it("mutes and unmutes", async () => {
    const { user, audio } = setup();
    expect(audio.muted).toBe(false);
    await user.click(screen.getByRole("button", { name: "Mute" }));
    expect(audio.muted).toBe(true);
    await user.click(screen.getByRole("button", { name: "Unmute" }));
    expect(audio.muted).toBe(false);
  });

  it("starts at volume 0.75 and moves by 0.01, or 0.1 with Page keys and Shift", async () => {
    const { audio } = setup();
    const volume = screen.getByRole("slider", { name: "Volume" });
    expect(volume).toHaveAttribute("aria-valuenow", String(INITIAL_VOLUME));
    expect(volume).toHaveAttribute("aria-valuemin", "0");
    expect(volume).toHaveAttribute("aria-valuemax", "1");
    expect(audio.volume).toBe(0.75);
    fireEvent.keyDown(volume, { key: "ArrowRight" });
    expect(volume).toHaveAttribute("aria-valuenow", "0.76");
    expect(audio.volume).toBeCloseTo(0.76);
    fireEvent.keyDown(volume, { key: "PageDown" });
    expect(volume).toHaveAttribute("aria-valuenow", "0.66");
    fireEvent.keyDown(volume, { key: "ArrowLeft", shiftKey: true });
    expect(volume).toHaveAttribute("aria-valuenow", "0.56");
    fireEvent.keyDown(volume, { key: "End" });
    expect(audio.volume).toBe(1);
    fireEvent.keyDown(volume, { key: "Home" });
    expect(audio.volume).toBe(0);
    expect(volume).toHaveAttribute("aria-valuetext", "0%");
  });

  it("seeks by 0.1 s, or a second with Page keys and Shift, and shows elapsed and total time", async () => {
    const { audio } = setup();
    const seek = screen.getByRole("slider", { name: "Seek" });
    expect(seek).toHaveAttribute("aria-valuemax", "74");
    fireEvent.keyDown(seek, { key: "ArrowRight" });
    expect(audio.currentTime).toBeCloseTo(0.1);
    fireEvent.keyDown(seek, { key: "PageUp" });
    expect(audio.currentTime).toBeCloseTo(1.1);
    fireEvent.keyDown(seek, { key: "ArrowRight", shiftKey: true });
    expect(audio.currentTime).toBeCloseTo(2.1);
    act(() => {
      audio.currentTime = 62;
      fireEvent(audio, new Event("timeupdate"));
    });
    expect(seek).toHaveAttribute("aria-valuetext", "1:02 of 1:14");
    fireEvent.keyDown(seek, { key: "End" });
    expect(audio.currentTime).toBe(74);
  });

  it("formats times as minutes and seconds", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(74.9)).toBe("1:14");
    expect(formatTime(Number.NaN)).toBe("0:00");
  });
});
