-- Issue 20 "Reviews after delivery": the option the buyer bought, copied from the order line onto
-- the review (earlier reviews take it from their line), and 도움돼요: one mark per member and review
-- (review_helpful) with its count on the review. The count changes the review row, so the full-page
-- cache's reviews trigger (migration 0010) drops the pages that show it.
ALTER TABLE "reviews" ADD COLUMN "option_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "reviews" SET "option_name" = "order_lines"."option_name" FROM "order_lines" WHERE "order_lines"."id" = "reviews"."order_line_id";--> statement-breakpoint
CREATE TABLE "review_helpful" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "review_helpful" ADD CONSTRAINT "review_helpful_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful" ADD CONSTRAINT "review_helpful_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
