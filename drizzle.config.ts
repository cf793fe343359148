import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` writes a new migration to drizzle/ after app/db/schema.ts changes. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
