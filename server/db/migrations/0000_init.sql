CREATE TABLE "collection_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"block_type" text NOT NULL,
	"product_id" integer,
	"img_url" text,
	"img_url_mobile" text,
	"img_width" integer,
	"img_height" integer,
	"alt" text,
	"link" text,
	"anchor" text,
	"position" integer NOT NULL,
	CONSTRAINT "collection_blocks_product_check" CHECK (("collection_blocks"."block_type" = 'product') = ("collection_blocks"."product_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"title_description" text DEFAULT '' NOT NULL,
	"promo_text" text DEFAULT '' NOT NULL,
	"is_expose" boolean DEFAULT true NOT NULL,
	"theme" text,
	"background_image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cross_sale_items" (
	"product_id" integer NOT NULL,
	"item_product_id" integer NOT NULL,
	"bro_product_title" text DEFAULT '' NOT NULL,
	"bro_product_thumbnail" text DEFAULT '' NOT NULL,
	"bro_product_wording" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cross_sale_items_product_id_item_product_id_pk" PRIMARY KEY("product_id","item_product_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner_image" text,
	"banner_width" integer,
	"banner_height" integer,
	"link" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"options" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_events" (
	"product_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "product_events_product_id_event_id_pk" PRIMARY KEY("product_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"src" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"slug" text NOT NULL,
	"mobile_content" jsonb NOT NULL,
	"navigation" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_paths" (
	"product_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"sub_category_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_paths_product_id_collection_id_pk" PRIMARY KEY("product_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attributes" jsonb NOT NULL,
	"regular_price" integer NOT NULL,
	"sale_price" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"image" text,
	"login_required" boolean DEFAULT false NOT NULL,
	"one_purchased" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variations_stock_check" CHECK ("product_variations"."stock_quantity" >= 0),
	CONSTRAINT "product_variations_price_check" CHECK ("product_variations"."regular_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"display_title1" text DEFAULT '' NOT NULL,
	"display_title2" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"regular_price" integer NOT NULL,
	"sale_price" integer,
	"stock_quantity" integer,
	"thumbnail" text DEFAULT '' NOT NULL,
	"parent_product_id" integer,
	"promo_text" text DEFAULT '' NOT NULL,
	"is_npay_available" boolean DEFAULT false NOT NULL,
	"login_required" boolean DEFAULT false NOT NULL,
	"one_purchased" boolean DEFAULT false NOT NULL,
	"shipping_available_today" boolean DEFAULT false NOT NULL,
	"gift_shop_url" text,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_regular_price_check" CHECK ("products"."regular_price" >= 0),
	CONSTRAINT "products_sale_price_check" CHECK ("products"."sale_price" IS NULL OR "products"."sale_price" >= 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock_quantity" IS NULL OR "products"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "related_products_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"term_id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "up_sale_items" (
	"product_id" integer NOT NULL,
	"item_product_id" integer NOT NULL,
	"add_product_thumbnail" text DEFAULT '' NOT NULL,
	"add_product_wording" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "up_sale_items_product_id_item_product_id_pk" PRIMARY KEY("product_id","item_product_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"target_product_id" integer NOT NULL,
	"target_variation_id" integer,
	"price" integer,
	"discount_rate" integer,
	"amount_per_unit" integer,
	"quantity" integer,
	"min_subtotal" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"product_id" integer,
	"collection_id" integer
);
--> statement-breakpoint
ALTER TABLE "collection_blocks" ADD CONSTRAINT "collection_blocks_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_blocks" ADD CONSTRAINT "collection_blocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_sale_items" ADD CONSTRAINT "cross_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_sale_items" ADD CONSTRAINT "cross_sale_items_item_product_id_products_id_fk" FOREIGN KEY ("item_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pages" ADD CONSTRAINT "product_pages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_paths" ADD CONSTRAINT "product_paths_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_paths" ADD CONSTRAINT "product_paths_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_paths" ADD CONSTRAINT "product_paths_sub_category_id_sub_categories_term_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("term_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "up_sale_items" ADD CONSTRAINT "up_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "up_sale_items" ADD CONSTRAINT "up_sale_items_item_product_id_products_id_fk" FOREIGN KEY ("item_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_target_product_id_products_id_fk" FOREIGN KEY ("target_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_target_variation_id_product_variations_id_fk" FOREIGN KEY ("target_variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_triggers" ADD CONSTRAINT "promotion_triggers_rule_id_promotion_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."promotion_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_triggers" ADD CONSTRAINT "promotion_triggers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_triggers" ADD CONSTRAINT "promotion_triggers_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_blocks_collection_idx" ON "collection_blocks" USING btree ("collection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_url_key" ON "collections" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "product_attributes_product_name_key" ON "product_attributes" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_pages_product_key" ON "product_pages" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_paths_collection_idx" ON "product_paths" USING btree ("collection_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "product_variations_product_idx" ON "product_variations" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_collection_slug_key" ON "sub_categories" USING btree ("collection_id","slug");