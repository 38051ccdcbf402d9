-- Issue 20: a guest's order password (argon2id hash, for 비회원 주문조회), the buyer's 구매확정 and
-- cancellation times, and an exchange or return request (kind, reason, when asked, the operator's
-- answer). New statuses (confirmed, exchange_requested, return_requested, exchanged, returned) are
-- values of the existing text column.
ALTER TABLE "orders" ADD COLUMN "lookup_password_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_answer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_claim_kind_check" CHECK ("claim_kind" IS NULL OR "claim_kind" IN ('exchange', 'return'));
