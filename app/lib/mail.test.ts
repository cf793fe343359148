import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { sendMail } from "./mail.server";

describe("sendMail without SMTP", () => {
  it("writes the message to the outbox and logs it", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "outbox-")), "outbox");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const sent = await sendMail({ to: "meena@example.org", subject: "Your order AG-7K2M9Q", text: "Thank you for your order." }, { MAIL_OUTBOX: dir });
    expect(sent.via).toBe("outbox");
    const eml = readFileSync(sent.file!, "utf8");
    expect(eml).toContain("To: meena@example.org");
    expect(eml).toContain("Subject: Your order AG-7K2M9Q");
    expect(eml).toContain("Thank you for your order.");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("keeps every one of forty receipts sent to one address at once", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "outbox-")), "outbox");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await Promise.all(Array.from({ length: 40 }, (_, i) => sendMail({ to: "meena@example.org", subject: `Order ${i}`, text: "Thank you." }, { MAIL_OUTBOX: dir })));
    expect(readdirSync(dir)).toHaveLength(40);
    log.mockRestore();
  });
});
