/**
 * The database schema (Drizzle, PostgreSQL): data that users create. The same
 * schema and migrations (drizzle/, made by `npm run db:generate`) serve the
 * embedded PGlite and a real PostgreSQL server.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Messages sent through /contact. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 150 }).notNull(),
    message: text("message").notNull(),
    status: varchar("status", { length: 16 }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt), check("contact_messages_status_check", sql`${t.status} in ('new', 'read', 'archived')`)],
);
export type ContactMessage = typeof contactMessages.$inferSelect;
