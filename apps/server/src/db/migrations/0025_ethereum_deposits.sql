CREATE SEQUENCE "public"."chain_address_index" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "chain_addresses" (
	"chain" text NOT NULL,
	"user_id" text NOT NULL,
	"index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_addresses_chain_user_id_pk" PRIMARY KEY("chain","user_id"),
	CONSTRAINT "chain_addresses_index_unique" UNIQUE("chain","index"),
	CONSTRAINT "chain_addresses_address_unique" UNIQUE("chain","address")
);
--> statement-breakpoint
CREATE TABLE "chain_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" text NOT NULL,
	"kind" text NOT NULL,
	"deposit_id" uuid,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_alerts_deposit_kind_unique" UNIQUE("deposit_id","kind")
);
--> statement-breakpoint
CREATE TABLE "chain_blocks" (
	"chain" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	"parent_hash" text NOT NULL,
	CONSTRAINT "chain_blocks_chain_number_pk" PRIMARY KEY("chain","number")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain" text PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"head_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"user_id" text NOT NULL,
	"asset" text NOT NULL,
	"address" text NOT NULL,
	"from_address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" uuid,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "chain_deposits_transaction_unique" UNIQUE("transaction_id"),
	CONSTRAINT "chain_deposits_key_unique" UNIQUE("chain","tx_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "chain_addresses" ADD CONSTRAINT "chain_addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_alerts" ADD CONSTRAINT "chain_alerts_deposit_id_chain_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."chain_deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_alerts_created_idx" ON "chain_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chain_deposits_pending_idx" ON "chain_deposits" USING btree ("chain","status","block_number");--> statement-breakpoint
CREATE INDEX "chain_deposits_user_idx" ON "chain_deposits" USING btree ("user_id","seen_at");