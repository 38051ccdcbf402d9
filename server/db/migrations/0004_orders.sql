CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"coupon_name" text NOT NULL,
	"coupon_description" text DEFAULT '' NOT NULL,
	"coupon_amount" integer NOT NULL,
	"minimum_amount" integer DEFAULT 0 NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"used_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."coupon_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"name" text NOT NULL,
	"option_name" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"regular_price" integer NOT NULL,
	"line_total" integer NOT NULL,
	"line_discount" integer NOT NULL,
	"fee_applied_line_total" integer NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_key" text NOT NULL,
	"user_id" integer,
	"cart_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_method_title" text NOT NULL,
	"payment_id" text NOT NULL,
	"transaction_id" text,
	"shipping" jsonb,
	"billing" jsonb NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"order_name" text NOT NULL,
	"regular_total" integer NOT NULL,
	"goods_total" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"coupon_id" integer,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"shipping_total" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"holds_stock" boolean DEFAULT true NOT NULL,
	"failure_reason" text,
	"courier" text,
	"tracking_number" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"pay_method" text NOT NULL,
	"custom_data" text,
	"lines" jsonb,
	"notice_url" text,
	"return_url" text,
	"tx_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_user_kind_key" ON "coupons" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_key_key" ON "orders" USING btree ("order_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_id_key" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_key" ON "outbox_messages" USING btree ("dedupe_key");