-- Issue 23 "Stock is not page content": a product or option that only turns sold out or back in
-- stock says 'stock:<product id>' instead of 'product:<id>'. The pages that show the product are
-- dropped as before (server/http/page-cache.ts), but the catalog reads they are drawn from are kept
-- and given the product's new stock status, read in one small question (server/http/read-cache.ts),
-- so a sell-out costs renders and not the catalog's questions. Any other change to the row still
-- names the product (and its collections where migration 0027 says so).
CREATE OR REPLACE FUNCTION notify_product_row() RETURNS trigger AS $$
BEGIN
  IF (OLD.status, OLD.listed, OLD.name, OLD.slug, OLD.created_at)
    IS DISTINCT FROM (NEW.status, NEW.listed, NEW.name, NEW.slug, NEW.created_at) THEN
    PERFORM pg_notify('page_change', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF (to_jsonb(OLD) - 'stock_quantity' - 'sales_count') IS NOT DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity' - 'sales_count') THEN
    PERFORM notify_page_tag(TG_TABLE_NAME, 'stock:' || NEW.id);
    RETURN NULL;
  END IF;
  PERFORM notify_page_tag(TG_TABLE_NAME, 'product:' || NEW.id);
  IF (OLD.regular_price, OLD.sale_price, OLD.rating_count, OLD.average_rating)
    IS DISTINCT FROM (NEW.regular_price, NEW.sale_price, NEW.rating_count, NEW.average_rating) THEN
    PERFORM notify_collections_of(TG_TABLE_NAME, NEW.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_product_variation_row() RETURNS trigger AS $$
DECLARE
  product integer := COALESCE(NEW.product_id, OLD.product_id);
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'stock_quantity') IS NOT DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity') THEN
    PERFORM notify_page_tag(TG_TABLE_NAME, 'stock:' || product);
    RETURN NULL;
  END IF;
  PERFORM notify_page_tag(TG_TABLE_NAME, 'product:' || product);
  PERFORM notify_collections_of(TG_TABLE_NAME, product);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
