-- Issue 22 "Requests": the queue of cancel, exchange and return requests shows each request's
-- outcome, which the status alone loses once a shopper confirms the purchase (an approved exchange
-- and a rejected one both end 구매확정), and the last refund the provider refused on a return's
-- approval, with its reason, until an approval refunds. Past answers are filled in from the
-- status, or from the audit log for orders confirmed since.
ALTER TABLE "orders" ADD COLUMN "claim_decision" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_refund_error" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_claim_decision_check" CHECK ("claim_decision" IS NULL OR "claim_decision" IN ('approve', 'reject'));
--> statement-breakpoint
UPDATE "orders" SET "claim_decision" = CASE
	WHEN "status" IN ('exchanged', 'returned') THEN 'approve'
	WHEN "status" = 'delivered' THEN 'reject'
	ELSE (
		SELECT CASE WHEN a."action" LIKE '%.approve' THEN 'approve' ELSE 'reject' END
		FROM "audit_log" a
		WHERE a."entity" = 'order' AND a."entity_id" = "orders"."id"::text
			AND a."action" IN ('order.exchange.approve', 'order.exchange.reject', 'order.return.approve', 'order.return.reject')
		ORDER BY a."created_at" DESC, a."id" DESC
		LIMIT 1
	)
END
WHERE "claim_resolved_at" IS NOT NULL;
