-- Buy now (decision 5, amended by issue 20) keeps the chosen lines apart from the cart: a cart's
-- lines with buy_now = true are the direct-buy selection, which only the checkout of buy now and
-- the product page's Naver Pay read; the cart's own lines stay for later. An order remembers which
-- of the two it was made from, so paying it empties only that one.
ALTER TABLE "cart_items" ADD COLUMN "buy_now" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_line_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_line_key" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","variation_id","buy_now");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buy_now" boolean DEFAULT false NOT NULL;
