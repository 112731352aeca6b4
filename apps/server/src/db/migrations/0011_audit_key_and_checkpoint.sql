-- The audit chain, bound with a key the database does not hold (docs/decisions/048): each row's mark is an HMAC of its
-- id and hash with AUDIT_KEY; rows written before this migration carry none. audit_checkpoint keeps how far the admin
-- console has verified the chain, so a page view verifies only the new rows and a bounded window of older ones.
CREATE TABLE "audit_checkpoint" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"verified_through" bigint NOT NULL,
	"hash" text NOT NULL,
	"mac" text NOT NULL,
	"verified_at" timestamp (3) with time zone NOT NULL,
	"swept_through" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_checkpoint_one_row" CHECK ("audit_checkpoint"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "mac" text;
