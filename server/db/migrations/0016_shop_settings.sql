-- The shop's settings the operator edits in the console (issue 20): one row per setting, a JSON
-- value laid over the setting's defaults in code (server/domain/settings/shop-settings.ts). The
-- shipping fee rule moves here from shipping_rules, so the cart, the checkout and the product pages
-- read one shipping policy; the cut-off and the returns text start from the code's defaults.
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "shop_settings" ("key", "value")
SELECT 'shipping', jsonb_build_object('fee', "fee", 'freeFrom', "free_from")
FROM "shipping_rules" WHERE "active" ORDER BY "id" LIMIT 1;
--> statement-breakpoint
DROP TABLE "shipping_rules";
--> statement-breakpoint
CREATE TRIGGER shop_settings_page_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_change();
