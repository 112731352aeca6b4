CREATE TABLE "reserve_chain_addresses" (
	"snapshot_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"address" text NOT NULL,
	"branch" integer NOT NULL,
	"index" integer NOT NULL,
	"balances" text[] NOT NULL,
	"signature" text,
	CONSTRAINT "reserve_chain_addresses_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position")
);
--> statement-breakpoint
CREATE TABLE "reserve_chain_parts" (
	"snapshot_id" uuid PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"chain_id" integer NOT NULL,
	"account_path" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"message" text NOT NULL,
	"assets" jsonb NOT NULL,
	"address_count" integer NOT NULL,
	"totals" text[] NOT NULL,
	"verified_totals" text[] NOT NULL,
	"proven_at" timestamp (3) with time zone,
	"proven_by" text
);
--> statement-breakpoint
ALTER TABLE "reserve_chain_parts" ADD CONSTRAINT "reserve_chain_parts_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_chain_parts" ADD CONSTRAINT "reserve_chain_parts_proven_by_user_id_fk" FOREIGN KEY ("proven_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_chain_addresses_address_idx" ON "reserve_chain_addresses" USING btree ("snapshot_id","address");