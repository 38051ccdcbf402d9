-- Issue 22 "Staff": the owner can withdraw an invitation not yet accepted; its link then says so.
ALTER TABLE "staff_invites" ADD COLUMN "withdrawn_at" timestamp with time zone;
