import { desc } from "drizzle-orm";
import type { ContactInput } from "~/lib/contact";
import type { Database } from "./database.server";
import { contactMessages } from "./schema";

export async function saveContactMessage(db: Database, input: ContactInput): Promise<number> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row!.id;
}

export function latestContactMessages(db: Database, limit = 50) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
}
