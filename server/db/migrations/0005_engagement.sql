CREATE TABLE "restock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer DEFAULT 0 NOT NULL,
	"dest_name" text NOT NULL,
	"dest_phone" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"mobile_image_url" text NOT NULL,
	"desktop_image_url" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_set_period" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"exposure_method" text DEFAULT 'session' NOT NULL,
	"target_range" text DEFAULT 'all' NOT NULL,
	"per_page_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"point_of_exposure" text DEFAULT 'immediately' NOT NULL,
	"in_seconds_value" integer DEFAULT 0 NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"background_color" text DEFAULT '#1f1d1a' NOT NULL,
	"url" text,
	"is_no_close_button" boolean DEFAULT false NOT NULL,
	"end_date" timestamp with time zone,
	"is_fat_in_mobile" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_waiting_key" ON "restock_requests" USING btree ("product_id","variation_id","dest_phone") WHERE "restock_requests"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "site_popups_priority_idx" ON "site_popups" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "web_vitals_page_name_idx" ON "web_vitals" USING btree ("page_type","name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_key" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'pending';