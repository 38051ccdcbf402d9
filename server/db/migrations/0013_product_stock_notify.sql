-- A stock change the pages do not show (a reservation, a release, a sale that leaves a product or
-- option in stock) tells no one; one that turns a product or one of its options sold out or back in
-- stock names the product ('product:<id>'), so only the cached pages and reads that show it are
-- dropped (server/http/page-cache.ts). Any other change to products and their options still drops
-- everything, as in migration 0010. TG_ARGV[0] is the column holding the product's id.
CREATE OR REPLACE FUNCTION notify_product_change() RETURNS trigger AS $$
BEGIN
  IF (to_jsonb(NEW) - 'stock_quantity') IS DISTINCT FROM (to_jsonb(OLD) - 'stock_quantity') THEN
    PERFORM pg_notify('page_change', TG_TABLE_NAME);
  ELSIF (COALESCE(OLD.stock_quantity, 0) > 0) <> (COALESCE(NEW.stock_quantity, 0) > 0) THEN
    PERFORM pg_notify('page_change', 'product:' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER products_page_change ON "products";
--> statement-breakpoint
CREATE TRIGGER products_page_change AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER products_row_change AFTER UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION notify_product_change('id');
--> statement-breakpoint
DROP TRIGGER product_variations_page_change ON "product_variations";
--> statement-breakpoint
CREATE TRIGGER product_variations_page_change AFTER INSERT OR DELETE OR TRUNCATE ON "product_variations" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_variations_row_change AFTER UPDATE ON "product_variations" FOR EACH ROW EXECUTE FUNCTION notify_product_change('product_id');
