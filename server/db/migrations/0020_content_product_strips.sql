-- Issue 21 "Content that leads somewhere": the brand story, the special pages and each makers note
-- end with a product strip the operator picks; the picked product ids are kept with the content, in
-- the operator's order. No foreign key: a deleted or hidden product is left out when the page is read.
ALTER TABLE "content_pages" ADD COLUMN "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "makers_notes" ADD COLUMN "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;
