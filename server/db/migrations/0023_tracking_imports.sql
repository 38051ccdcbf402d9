-- Issue 22, shipping in bulk: a courier's file of tracking numbers is read once and kept until the
-- operator confirms it, so the preview and the confirm step (a plain form, no scripts) work on the
-- same rows. At most one unconfirmed file per operator; a confirmed one is kept as the record of what
-- was applied, and is never applied twice.
CREATE TABLE "tracking_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "tracking_imports_operator_idx" ON "tracking_imports" USING btree ("operator_id","created_at");
