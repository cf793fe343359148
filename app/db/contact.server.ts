import { desc, eq } from "drizzle-orm";
import { recordAudit, type Actor } from "./audit.server";
import type { ContactInput, MessageStatus } from "~/lib/contact";
import type { Database } from "./database.server";
import { contactMessages } from "./schema";

export async function saveContactMessage(db: Database, input: ContactInput): Promise<number> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row!.id;
}

export function latestContactMessages(db: Database, limit = 50) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
}


/** An admin changes a message's status; the change and its audit entry are one transaction. */
export async function setMessageStatus(db: Database, actor: Actor, id: number, status: MessageStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
    if (!row) return false;
    await recordAudit(tx as unknown as Database, actor, "contact.status", `contact_message:${id}`, { status });
    return true;
  });
}
