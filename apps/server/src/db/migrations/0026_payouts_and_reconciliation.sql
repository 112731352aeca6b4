CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text DEFAULT 'building' NOT NULL,
	"created_by" text NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	"broadcast_at" timestamp with time zone,
	"file" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_state_check" CHECK ("payout_batches"."state" in ('building', 'approved', 'exported', 'broadcast', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "payout_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"payout_id" uuid,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"from_address" text NOT NULL,
	"nonce" integer NOT NULL,
	"entry" jsonb NOT NULL,
	"state" text DEFAULT 'exported' NOT NULL,
	"tx_hash" text,
	"raw_transaction" text,
	"failure" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_entries_state_check" CHECK ("payout_entries"."state" in ('exported', 'broadcast', 'confirmed', 'failed')),
	CONSTRAINT "payout_entries_kind_check" CHECK ("payout_entries"."kind" in ('payout', 'sweep', 'gas-top-up'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"recipient" text NOT NULL,
	"state" text DEFAULT 'awaiting_batch' NOT NULL,
	"batch_id" uuid,
	"tx_hash" text,
	"return_reason" text,
	"queued_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" in ('awaiting_batch', 'in_batch', 'approved', 'exported', 'broadcast', 'confirmed', 'returned', 'failed')),
	CONSTRAINT "payouts_batch_check" CHECK (("payouts"."state" in ('awaiting_batch', 'returned', 'failed')) or "payouts"."batch_id" is not null),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "chain_reconciliations" (
	"asset" text PRIMARY KEY NOT NULL,
	"held" numeric(38, 18) NOT NULL,
	"owed" numeric(38, 18) NOT NULL,
	"difference" numeric(38, 18) NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"shortfall_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_queued_by_user_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_entries_batch_idx" ON "payout_entries" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "payout_entries_state_idx" ON "payout_entries" USING btree ("state");--> statement-breakpoint
CREATE INDEX "payouts_state_idx" ON "payouts" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id");