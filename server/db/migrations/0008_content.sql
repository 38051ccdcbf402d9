CREATE TABLE "makers_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_image" text NOT NULL,
	"cover_alt" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"phone" text NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_expose" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"tracks" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_expose" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "makers_notes_slug_key" ON "makers_notes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "makers_notes_published_idx" ON "makers_notes" USING btree ("status","published_at");