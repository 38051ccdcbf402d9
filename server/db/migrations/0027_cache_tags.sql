-- Issue 23 "Sale day": a change names what it changes instead of emptying every cache. On the
-- channel page_change a payload 'product:<id>' drops the cached pages and reads that show the
-- product, 'collection:<id>' those that list the collection, anything else (a table's name) drops
-- everything (server/http/page-cache.ts). A sale (stock and sales_count) tells no one unless a
-- product or option turns sold out or back in stock. Triggers run once per statement over its
-- transition tables, so a bulk edit sends each tag once; past 100 tags it says 'all' instead, one
-- scan of the caches rather than hundreds. Tables not named here (collections and sub_categories:
-- the header's menu on every page; events, banners, settings, content) keep migration 0010's
-- statement trigger that drops everything, and so do a product photo added or removed (new arrivals
-- list only products with one) and a review written or edited (the home page's photo reviews).
CREATE FUNCTION notify_page_tags(everything text, tags text[]) RETURNS void AS $$
DECLARE
  tag text;
BEGIN
  IF cardinality(tags) > 100 THEN
    PERFORM pg_notify('page_change', everything);
    RETURN;
  END IF;
  FOREACH tag IN ARRAY COALESCE(tags, '{}') LOOP
    PERFORM pg_notify('page_change', tag);
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The lists a product's price or rating orders (a collection's pages by price or review): each
-- collection the product is in.
CREATE FUNCTION collection_tags_of(product_ids integer[]) RETURNS text[] AS $$
  SELECT COALESCE(array_agg(DISTINCT 'collection:' || collection_id), '{}')
  FROM product_paths WHERE product_id = ANY(product_ids);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- TG_ARGV holds pairs (tag kind, column): every inserted, deleted or updated row (before and after)
-- names 'kind:<column's value>'.
CREATE FUNCTION notify_row_tags() RETURNS trigger AS $$
DECLARE
  tags text[] := '{}';
  found text[];
  i integer := 0;
BEGIN
  WHILE i < TG_NARGS LOOP
    IF TG_OP <> 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %L || %I) FROM new_rows', TG_ARGV[i] || ':', TG_ARGV[i + 1]) INTO found;
      tags := tags || COALESCE(found, '{}');
    END IF;
    IF TG_OP <> 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %L || %I) FROM old_rows', TG_ARGV[i] || ':', TG_ARGV[i + 1]) INTO found;
      tags := tags || COALESCE(found, '{}');
    END IF;
    i := i + 2;
  END LOOP;
  PERFORM notify_page_tags(TG_TABLE_NAME, ARRAY(SELECT DISTINCT unnest(tags)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A product's row: what can add it to a list or take it out of one (published, listed, the name
-- search matches, the date new arrivals are ordered by) and the slug the home page's photo reviews
-- link to drop everything, since the home page's sections and search name no collection; a price or rating also reorders its collections; any
-- other column drops its own pages; stock and sales_count only when it turns sold out or back.
CREATE FUNCTION notify_products_update() RETURNS trigger AS $$
DECLARE
  tags text[];
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
    WHERE (o.status, o.listed, o.name, o.slug, o.created_at) IS DISTINCT FROM (n.status, n.listed, n.name, n.slug, n.created_at)
  ) THEN
    PERFORM pg_notify('page_change', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  SELECT ARRAY(
    SELECT 'product:' || n.id FROM old_rows o JOIN new_rows n USING (id)
    WHERE (to_jsonb(o) - 'stock_quantity' - 'sales_count') IS DISTINCT FROM (to_jsonb(n) - 'stock_quantity' - 'sales_count')
      OR (COALESCE(o.stock_quantity, 0) > 0) <> (COALESCE(n.stock_quantity, 0) > 0)
  ) || collection_tags_of(ARRAY(
    SELECT n.id FROM old_rows o JOIN new_rows n USING (id)
    WHERE (o.regular_price, o.sale_price, o.rating_count, o.average_rating)
      IS DISTINCT FROM (n.regular_price, n.sale_price, n.rating_count, n.average_rating)
  )) INTO tags;
  PERFORM notify_page_tags(TG_TABLE_NAME, tags);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An option's row: a sale tells no one unless the option turns sold out or back; any other change
-- (price, name, hidden) drops its product's pages and reorders its product's collections.
CREATE FUNCTION notify_product_variations_update() RETURNS trigger AS $$
DECLARE
  tags text[];
BEGIN
  SELECT ARRAY(
    SELECT DISTINCT 'product:' || n.product_id FROM old_rows o JOIN new_rows n USING (id)
    WHERE (COALESCE(o.stock_quantity, 0) > 0) <> (COALESCE(n.stock_quantity, 0) > 0)
      OR (to_jsonb(o) - 'stock_quantity') IS DISTINCT FROM (to_jsonb(n) - 'stock_quantity')
  ) || collection_tags_of(ARRAY(
    SELECT n.product_id FROM old_rows o JOIN new_rows n USING (id)
    WHERE (to_jsonb(o) - 'stock_quantity') IS DISTINCT FROM (to_jsonb(n) - 'stock_quantity')
  )) INTO tags;
  PERFORM notify_page_tags(TG_TABLE_NAME, ARRAY(SELECT DISTINCT unnest(tags)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A review's helpful count is shown on its product's page only; a new, edited or hidden review
-- may also be one of the home page's photo reviews.
CREATE FUNCTION notify_reviews_update() RETURNS trigger AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
    WHERE (to_jsonb(o) - 'helpful_count') IS DISTINCT FROM (to_jsonb(n) - 'helpful_count')
  ) THEN
    PERFORM pg_notify('page_change', TG_TABLE_NAME);
  ELSE
    PERFORM notify_page_tags(TG_TABLE_NAME, ARRAY(SELECT DISTINCT 'product:' || product_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER products_row_change ON "products";
--> statement-breakpoint
CREATE TRIGGER products_tags_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_update();
--> statement-breakpoint
DROP TRIGGER product_variations_row_change ON "product_variations";
--> statement-breakpoint
DROP FUNCTION notify_product_change();
--> statement-breakpoint
DROP TRIGGER product_variations_page_change ON "product_variations";
--> statement-breakpoint
CREATE TRIGGER product_variations_page_change AFTER TRUNCATE ON "product_variations" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_variations_tags_update AFTER UPDATE ON "product_variations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_variations_update();
--> statement-breakpoint
CREATE TRIGGER product_variations_tags_insert AFTER INSERT ON "product_variations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_variations_tags_delete AFTER DELETE ON "product_variations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER reviews_page_change ON "reviews";
--> statement-breakpoint
CREATE TRIGGER reviews_page_change AFTER INSERT OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER reviews_tags_update AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_update();
--> statement-breakpoint
DROP TRIGGER product_attributes_page_change ON "product_attributes";
--> statement-breakpoint
CREATE TRIGGER product_attributes_page_change AFTER TRUNCATE ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_attributes_tags_insert AFTER INSERT ON "product_attributes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_attributes_tags_update AFTER UPDATE ON "product_attributes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_attributes_tags_delete AFTER DELETE ON "product_attributes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER product_pages_page_change ON "product_pages";
--> statement-breakpoint
CREATE TRIGGER product_pages_page_change AFTER TRUNCATE ON "product_pages" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_pages_tags_insert AFTER INSERT ON "product_pages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_pages_tags_update AFTER UPDATE ON "product_pages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_pages_tags_delete AFTER DELETE ON "product_pages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER product_events_page_change ON "product_events";
--> statement-breakpoint
CREATE TRIGGER product_events_page_change AFTER TRUNCATE ON "product_events" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_events_tags_insert AFTER INSERT ON "product_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_events_tags_update AFTER UPDATE ON "product_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_events_tags_delete AFTER DELETE ON "product_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER up_sale_items_page_change ON "up_sale_items";
--> statement-breakpoint
CREATE TRIGGER up_sale_items_page_change AFTER TRUNCATE ON "up_sale_items" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER up_sale_items_tags_insert AFTER INSERT ON "up_sale_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER up_sale_items_tags_update AFTER UPDATE ON "up_sale_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER up_sale_items_tags_delete AFTER DELETE ON "up_sale_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER cross_sale_items_page_change ON "cross_sale_items";
--> statement-breakpoint
CREATE TRIGGER cross_sale_items_page_change AFTER TRUNCATE ON "cross_sale_items" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER cross_sale_items_tags_insert AFTER INSERT ON "cross_sale_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER cross_sale_items_tags_update AFTER UPDATE ON "cross_sale_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER cross_sale_items_tags_delete AFTER DELETE ON "cross_sale_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER related_products_page_change ON "related_products";
--> statement-breakpoint
CREATE TRIGGER related_products_page_change AFTER TRUNCATE ON "related_products" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER related_products_tags_insert AFTER INSERT ON "related_products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER related_products_tags_update AFTER UPDATE ON "related_products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER related_products_tags_delete AFTER DELETE ON "related_products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
--> statement-breakpoint
DROP TRIGGER product_paths_page_change ON "product_paths";
--> statement-breakpoint
CREATE TRIGGER product_paths_page_change AFTER TRUNCATE ON "product_paths" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_paths_tags_insert AFTER INSERT ON "product_paths" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id', 'collection', 'collection_id');
--> statement-breakpoint
CREATE TRIGGER product_paths_tags_update AFTER UPDATE ON "product_paths" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id', 'collection', 'collection_id');
--> statement-breakpoint
CREATE TRIGGER product_paths_tags_delete AFTER DELETE ON "product_paths" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id', 'collection', 'collection_id');
--> statement-breakpoint
DROP TRIGGER collection_blocks_page_change ON "collection_blocks";
--> statement-breakpoint
CREATE TRIGGER collection_blocks_page_change AFTER TRUNCATE ON "collection_blocks" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER collection_blocks_tags_insert AFTER INSERT ON "collection_blocks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('collection', 'collection_id');
--> statement-breakpoint
CREATE TRIGGER collection_blocks_tags_update AFTER UPDATE ON "collection_blocks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('collection', 'collection_id');
--> statement-breakpoint
CREATE TRIGGER collection_blocks_tags_delete AFTER DELETE ON "collection_blocks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('collection', 'collection_id');
--> statement-breakpoint
DROP TRIGGER product_images_page_change ON "product_images";
--> statement-breakpoint
CREATE TRIGGER product_images_page_change AFTER INSERT OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_images_tags_update AFTER UPDATE ON "product_images" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_row_tags('product', 'product_id');
