/**
 * The database schema (Drizzle, PostgreSQL): data that users create. The same
 * schema and migrations (drizzle/, made by `npm run db:generate`) serve the
 * embedded PGlite and a real PostgreSQL server.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

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

// Accounts (better-auth's core tables, written by hand: see decision 0011).

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** "user" or "admin"; only the admin:create command makes admins. */
  role: text("role").notNull().default("user"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check("user_role_check", sql`${t.role} in ('user', 'admin')`)]);

export const session = pgTable("session", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
}, (t) => [index("session_user_id_idx").on(t.userId)]);

export const account = pgTable("account", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("account_user_id_idx").on(t.userId)]);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide settings the server keeps for itself (e.g. the session-signing secret when AUTH_SECRET is not set). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Every change an admin makes: who, what, when. */
export const auditLog = pgTable("audit_log", {
  id: serial("id").primaryKey(),
  actorId: text("actor_id").notNull(),
  actorEmail: text("actor_email").notNull(),
  action: varchar("action", { length: 64 }).notNull(),
  target: text("target").notNull(),
  details: jsonb("details"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("audit_log_created_at_idx").on(t.createdAt)]);

// The shop: products (the catalogue comes from content/shop/products.yaml; the stock lives here), orders and their lines.

export const products = pgTable("products", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  pricePaise: integer("price_paise").notNull(),
  stock: integer("stock").notNull(),
  /**
   * The stock products.yaml gave when last applied: a new figure there is a recount, applied once at
   * start. Null for rows from before this column: the current figure is then taken as applied already.
   */
  catalogueStock: integer("catalogue_stock"),
  active: boolean("active").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check("products_stock_check", sql`${t.stock} >= 0`), check("products_price_check", sql`${t.pricePaise} > 0`)]);

export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  reference: varchar("reference", { length: 16 }).notNull().unique(),
  /** Shown to the buyer's browser only (HTTP-only cookie): it lets them see the order. */
  accessToken: text("access_token").notNull(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  status: varchar("status", { length: 16 }).notNull().default("pending"),
  payment: varchar("payment", { length: 8 }).notNull(),
  name: text("name").notNull(),
  phone: varchar("phone", { length: 10 }).notNull(),
  email: text("email").notNull(),
  address1: text("address1").notNull(),
  address2: text("address2").notNull().default(""),
  city: text("city").notNull(),
  state: text("state").notNull(),
  pin: varchar("pin", { length: 6 }).notNull(),
  subtotalPaise: integer("subtotal_paise").notNull(),
  shippingPaise: integer("shipping_paise").notNull(),
  totalPaise: integer("total_paise").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check("orders_status_check", sql`${t.status} in ('pending', 'paid', 'shipped', 'cancelled')`),
  check("orders_payment_check", sql`${t.payment} in ('upi', 'cod')`),
  check("orders_total_check", sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise}`),
  index("orders_created_at_idx").on(t.createdAt),
]);

export const orderItems = pgTable("order_items", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  productSlug: text("product_slug").notNull().references(() => products.slug),
  name: text("name").notNull(),
  unitPaise: integer("unit_paise").notNull(),
  quantity: integer("quantity").notNull(),
}, (t) => [index("order_items_order_id_idx").on(t.orderId), check("order_items_quantity_check", sql`${t.quantity} > 0`)]);

// Stays (earth-grace): houses, stay requests, and the nights confirmed stays hold.

export const houses = pgTable("houses", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 80 }).notNull().unique(),
  name: text("name").notNull(),
  summary: text("summary").notNull(),
  description: text("description").notNull(),
  capacity: integer("capacity").notNull(),
  pricePaise: integer("price_paise").notNull(),
  amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
  published: boolean("published").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check("houses_capacity_check", sql`${t.capacity} between 1 and 20`), check("houses_price_check", sql`${t.pricePaise} > 0`)]);

export const stayRequests = pgTable("stay_requests", {
  id: serial("id").primaryKey(),
  reference: varchar("reference", { length: 16 }).notNull().unique(),
  houseId: integer("house_id").notNull().references(() => houses.id, { onDelete: "cascade" }),
  checkIn: date("check_in").notNull(),
  checkOut: date("check_out").notNull(),
  guests: integer("guests").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: varchar("phone", { length: 10 }).notNull(),
  message: text("message").notNull().default(""),
  status: varchar("status", { length: 16 }).notNull().default("pending"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check("stay_requests_dates_check", sql`${t.checkOut} > ${t.checkIn}`),
  check("stay_requests_guests_check", sql`${t.guests} between 1 and 20`),
  check("stay_requests_status_check", sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled')`),
  index("stay_requests_house_idx").on(t.houseId),
]);

/**
 * One row per night a confirmed stay holds. The primary key (house, night)
 * is what keeps confirmed stays of one house from overlapping, in the
 * database itself, whatever the order or concurrency of confirmations.
 */
export const stayNights = pgTable("stay_nights", {
  houseId: integer("house_id").notNull().references(() => houses.id, { onDelete: "cascade" }),
  night: date("night").notNull(),
  stayRequestId: integer("stay_request_id").notNull().references(() => stayRequests.id, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.houseId, t.night] })]);

// Property (soil-grace): land and property listings, and inquiries about them.

export const listings = pgTable("listings", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 80 }).notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  description: text("description").notNull(),
  /** Area in square feet (land near Tiruvannamalai is often quoted in cents: 1 cent = 435.6 sq ft). */
  areaSqft: integer("area_sqft").notNull(),
  pricePaise: bigint("price_paise", { mode: "number" }).notNull(),
  location: text("location").notNull(),
  documents: varchar("documents", { length: 16 }).notNull(),
  published: boolean("published").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check("listings_documents_check", sql`${t.documents} in ('verified', 'pending', 'not-verified')`),
  check("listings_area_check", sql`${t.areaSqft} > 0`),
  check("listings_price_check", sql`${t.pricePaise} > 0`),
]);

export const inquiries = pgTable("inquiries", {
  id: serial("id").primaryKey(),
  listingId: integer("listing_id").notNull().references(() => listings.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: varchar("phone", { length: 10 }).notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("inquiries_listing_idx").on(t.listingId)]);
