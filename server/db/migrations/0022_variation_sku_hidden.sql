-- Issue 22 "Option builder": each option combination has the shop's stock-keeping code (SKU),
-- unique across the shop when given (a courier's or warehouse's list names one row), and can be
-- hidden: a hidden combination is not offered by the storefront's picker and cannot be put in a cart.
-- Sold out stays stock 0 (the builder's 품절 box sets it).
ALTER TABLE "product_variations" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variations_sku_key" ON "product_variations" USING btree ("sku") WHERE "product_variations"."sku" IS NOT NULL;
