CREATE TABLE "houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"capacity" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "houses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "houses_capacity_check" CHECK ("houses"."capacity" between 1 and 20),
	CONSTRAINT "houses_price_check" CHECK ("houses"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "stay_nights" (
	"house_id" integer NOT NULL,
	"night" date NOT NULL,
	"stay_request_id" integer NOT NULL,
	CONSTRAINT "stay_nights_house_id_night_pk" PRIMARY KEY("house_id","night")
);
--> statement-breakpoint
CREATE TABLE "stay_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(16) NOT NULL,
	"house_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" varchar(10) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "stay_requests_dates_check" CHECK ("stay_requests"."check_out" > "stay_requests"."check_in"),
	CONSTRAINT "stay_requests_guests_check" CHECK ("stay_requests"."guests" between 1 and 20),
	CONSTRAINT "stay_requests_status_check" CHECK ("stay_requests"."status" in ('pending', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_stay_request_id_stay_requests_id_fk" FOREIGN KEY ("stay_request_id") REFERENCES "public"."stay_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_requests_house_idx" ON "stay_requests" USING btree ("house_id");