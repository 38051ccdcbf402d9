-- The full-page cache (server/http/page-cache.ts): every change to a table the shop's pages are
-- rendered from tells every app instance, at commit, on the channel page_change.
CREATE OR REPLACE FUNCTION notify_page_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('page_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER collections_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER sub_categories_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER products_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_images_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_attributes_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_variations_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variations" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_paths_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_paths" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER collection_blocks_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_blocks" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER up_sale_items_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "up_sale_items" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER cross_sale_items_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cross_sale_items" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER related_products_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "related_products" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER events_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_events_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_events" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER product_pages_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_pages" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER reviews_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER promotion_rules_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion_rules" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER promotion_triggers_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion_triggers" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER shipping_rules_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_rules" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER top_banners_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "top_banners" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER content_pages_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER makers_notes_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "makers_notes" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER places_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "places" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
--> statement-breakpoint
CREATE TRIGGER playlists_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "playlists" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
