import { describe, expect, it } from "vitest";
import { validateContact } from "./forms/contact.server";

const good = { name: "Meena", email: "meena@example.org", subject: "Rooms at Deepam", message: "Are rooms still free for Deepam week?" };

describe("validateContact", () => {
  it("accepts a good message, trimmed", () => {
    const r = validateContact({ ...good, name: "  Meena  " });
    expect(r).toEqual({ ok: true, data: good });
  });
  it("gives one clear message per bad field and keeps what was typed", () => {
    const r = validateContact({ name: "M", email: "meena@", subject: "", message: "short" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address, like name@example.com.",
      subject: "Please add a short subject.",
      message: "Please write a little more: at least 10 characters.",
    });
    expect(r.values).toEqual({ name: "M", email: "meena@", subject: "", message: "short" });
  });
  it("limits lengths and ignores fields it does not know", () => {
    const r = validateContact({ ...good, message: "x".repeat(5001), extra: "<script>" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toEqual(["message"]);
  });
  it("treats missing or non-text fields as empty", () => {
    const r = validateContact({ name: 42 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.values.name).toBe("");
  });
});
