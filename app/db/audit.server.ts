import { desc } from "drizzle-orm";
import type { Database } from "./database.server";
import { auditLog } from "./schema";

export interface Actor {
  id: string;
  email: string;
}

/** Writes one audit entry; call it inside the transaction that makes the change, so both happen or neither. */
export async function recordAudit(db: Database, actor: Actor, action: string, target: string, details?: Record<string, unknown>) {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, target, details: details ?? null });
}

export function latestAudit(db: Database, limit = 50) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
