-- Issue 20, address book: a member keeps several shipping addresses, one of them the default
-- (at most one per member, by the partial unique index). users.shipping stays the spec's `shipping`
-- of /api/my/info and mirrors the default (server/domain/account/addresses.ts). A member's saved
-- address so far becomes their first, default entry.
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"address_1" text NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_addresses_user_idx" ON "member_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default_key" ON "member_addresses" USING btree ("user_id") WHERE "is_default";--> statement-breakpoint
INSERT INTO "member_addresses" ("user_id", "recipient_name", "phone", "postcode", "address_1", "address_2", "is_default")
SELECT "id", trim(coalesce("shipping"->>'last_name', '') || coalesce("shipping"->>'first_name', '')),
	coalesce("shipping"->>'phone', ''), coalesce("shipping"->>'postcode', ''),
	coalesce("shipping"->>'address_1', ''), coalesce("shipping"->>'address_2', ''), true
FROM "users" WHERE "shipping" IS NOT NULL AND coalesce("shipping"->>'address_1', '') <> '';
