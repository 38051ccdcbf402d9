-- Issue 23 "Sale day": a change names what it changes instead of emptying every cache. On the
-- channel page_change a payload 'product:<id>' drops the cached pages and reads that show the
-- product, 'collection:<id>' those that list the collection, anything else (a table's name) drops
-- everything (server/http/page-cache.ts). A sale (stock and sales_count) tells no one unless a
-- product or option turns sold out or back in stock: the triggers' WHEN conditions leave it before
-- any function is called (a statement trigger over transition tables cost a one-row sale about 4 times
-- its own time, and a 1,000-row edit 9 to 30 times). PostgreSQL delivers a payload once per
-- transaction however often it is sent; past 100 tags in one transaction a bulk edit says
-- everything instead, one scan of the caches rather than hundreds.
-- Tables not named here (collections and sub_categories: the header's menu on every page; events,
-- banners, settings, content) keep migration 0010's statement trigger that drops everything, and
-- so do a product photo added or removed (new arrivals list only products with one) and a review
-- written or edited (the home page's photo reviews).
CREATE FUNCTION notify_page_tag(everything text, tag text) RETURNS void AS $$
DECLARE
  sent integer := COALESCE(NULLIF(current_setting('collins.page_tags_sent', true), ''), '0')::integer + 1;
BEGIN
  PERFORM set_config('collins.page_tags_sent', sent::text, true);
  PERFORM pg_notify('page_change', CASE WHEN sent > 100 THEN everything ELSE tag END);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A product's price or options order its collections' lists (by price, by review): each of them.
CREATE FUNCTION notify_collections_of(everything text, product integer) RETURNS void AS $$
  SELECT notify_page_tag(everything, 'collection:' || collection_id)
  FROM (SELECT DISTINCT collection_id FROM product_paths WHERE product_id = product) AS paths;
$$ LANGUAGE sql;
--> statement-breakpoint
-- TG_ARGV holds pairs (tag kind, column): the row before and after names 'kind:<column's value>'.
CREATE FUNCTION notify_row_tags() RETURNS trigger AS $$
DECLARE
  i integer := 0;
  after text;
  before text;
BEGIN
  WHILE i < TG_NARGS LOOP
    after := to_jsonb(NEW) ->> TG_ARGV[i + 1];
    before := to_jsonb(OLD) ->> TG_ARGV[i + 1];
    IF after IS NOT NULL THEN
      PERFORM notify_page_tag(TG_TABLE_NAME, TG_ARGV[i] || ':' || after);
    END IF;
    IF before IS NOT NULL AND before IS DISTINCT FROM after THEN
      PERFORM notify_page_tag(TG_TABLE_NAME, TG_ARGV[i] || ':' || before);
    END IF;
    i := i + 2;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A product's row: what can add it to a list or take it out of one (published, listed, the name
-- search matches, the date new arrivals are ordered by) and the slug the home page's photo reviews
-- link to drop everything, since the home page's sections and search name no collection; a price
-- or rating also reorders its collections; any other change (a sell-out too) drops its own pages.
CREATE FUNCTION notify_product_row() RETURNS trigger AS $$
BEGIN
  IF (OLD.status, OLD.listed, OLD.name, OLD.slug, OLD.created_at)
    IS DISTINCT FROM (NEW.status, NEW.listed, NEW.name, NEW.slug, NEW.created_at) THEN
    PERFORM pg_notify('page_change', TG_TABLE_NAME);
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
-- An option's row: a sell-out (or back in stock) drops its product's pages; any other change
-- (added, removed, price, name, hidden) also reorders its product's collections.
CREATE FUNCTION notify_product_variation_row() RETURNS trigger AS $$
DECLARE
  product integer := COALESCE(NEW.product_id, OLD.product_id);
BEGIN
  PERFORM notify_page_tag(TG_TABLE_NAME, 'product:' || product);
  IF TG_OP <> 'UPDATE' OR (to_jsonb(OLD) - 'stock_quantity') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity') THEN
    PERFORM notify_collections_of(TG_TABLE_NAME, product);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER products_row_change ON "products";
--> statement-breakpoint
CREATE TRIGGER products_row_change AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock_quantity' - 'sales_count') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity' - 'sales_count')
    OR (COALESCE(OLD.stock_quantity, 0) > 0) <> (COALESCE(NEW.stock_quantity, 0) > 0))
  EXECUTE FUNCTION notify_product_row();
--> statement-breakpoint
DROP TRIGGER product_variations_row_change ON "product_variations";
--> statement-breakpoint
DROP FUNCTION notify_product_change();
--> statement-breakpoint
CREATE TRIGGER product_variations_row_change AFTER UPDATE ON "product_variations" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock_quantity') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity')
    OR (OLD.stock_quantity > 0) <> (NEW.stock_quantity > 0))
  EXECUTE FUNCTION notify_product_variation_row();
--> statement-breakpoint
DROP TRIGGER product_variations_page_change ON "product_variations";
--> statement-breakpoint
CREATE TRIGGER product_variations_page_change AFTER TRUNCATE ON "product_variations" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_variations_row_added AFTER INSERT OR DELETE ON "product_variations" FOR EACH ROW EXECUTE FUNCTION notify_product_variation_row();
--> statement-breakpoint
-- A review's helpful count is shown on its product's page only; other edits may show on the home
-- page's photo reviews.
DROP TRIGGER reviews_page_change ON "reviews";
--> statement-breakpoint
CREATE TRIGGER reviews_page_change AFTER INSERT OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER reviews_row_change AFTER UPDATE ON "reviews" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'helpful_count') IS DISTINCT FROM (to_jsonb(NEW) - 'helpful_count'))
  EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER reviews_helpful_change AFTER UPDATE OF helpful_count ON "reviews" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'helpful_count') IS NOT DISTINCT FROM (to_jsonb(NEW) - 'helpful_count'))
  EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER product_attributes_page_change ON "product_attributes";
--> statement-breakpoint
CREATE TRIGGER product_attributes_page_change AFTER TRUNCATE ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_attributes_row_change AFTER INSERT OR UPDATE OR DELETE ON "product_attributes" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER product_pages_page_change ON "product_pages";
--> statement-breakpoint
CREATE TRIGGER product_pages_page_change AFTER TRUNCATE ON "product_pages" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_pages_row_change AFTER INSERT OR UPDATE OR DELETE ON "product_pages" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER product_events_page_change ON "product_events";
--> statement-breakpoint
CREATE TRIGGER product_events_page_change AFTER TRUNCATE ON "product_events" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_events_row_change AFTER INSERT OR UPDATE OR DELETE ON "product_events" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER up_sale_items_page_change ON "up_sale_items";
--> statement-breakpoint
CREATE TRIGGER up_sale_items_page_change AFTER TRUNCATE ON "up_sale_items" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER up_sale_items_row_change AFTER INSERT OR UPDATE OR DELETE ON "up_sale_items" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER cross_sale_items_page_change ON "cross_sale_items";
--> statement-breakpoint
CREATE TRIGGER cross_sale_items_page_change AFTER TRUNCATE ON "cross_sale_items" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER cross_sale_items_row_change AFTER INSERT OR UPDATE OR DELETE ON "cross_sale_items" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER related_products_page_change ON "related_products";
--> statement-breakpoint
CREATE TRIGGER related_products_page_change AFTER TRUNCATE ON "related_products" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER related_products_row_change AFTER INSERT OR UPDATE OR DELETE ON "related_products" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER product_paths_page_change ON "product_paths";
--> statement-breakpoint
CREATE TRIGGER product_paths_page_change AFTER TRUNCATE ON "product_paths" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_paths_row_change AFTER INSERT OR UPDATE OR DELETE ON "product_paths" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('product', 'product_id', 'collection', 'collection_id');
--> statement-breakpoint
DROP TRIGGER collection_blocks_page_change ON "collection_blocks";
--> statement-breakpoint
CREATE TRIGGER collection_blocks_page_change AFTER TRUNCATE ON "collection_blocks" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER collection_blocks_row_change AFTER INSERT OR UPDATE OR DELETE ON "collection_blocks" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('collection', 'collection_id');
--> statement-breakpoint
DROP TRIGGER product_images_page_change ON "product_images";
--> statement-breakpoint
CREATE TRIGGER product_images_page_change AFTER INSERT OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_images_row_change AFTER UPDATE ON "product_images" FOR EACH ROW EXECUTE FUNCTION notify_row_tags('product', 'product_id');
