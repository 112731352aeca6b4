CREATE TABLE "credit_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" uuid,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"usd_value" numeric(38, 2),
	"change" jsonb NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "credit_approvals_kind_check" CHECK ("credit_approvals"."kind" in ('add', 'edit')),
	CONSTRAINT "credit_approvals_state_check" CHECK ("credit_approvals"."state" in ('awaiting', 'approved', 'rejected')),
	CONSTRAINT "credit_approvals_amount_positive" CHECK ("credit_approvals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "kyc_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD CONSTRAINT "credit_approvals_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD CONSTRAINT "credit_approvals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD CONSTRAINT "credit_approvals_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD CONSTRAINT "credit_approvals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_status_changes" ADD CONSTRAINT "transaction_status_changes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_status_changes" ADD CONSTRAINT "transaction_status_changes_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_approvals_state_idx" ON "credit_approvals" USING btree ("state","requested_at");--> statement-breakpoint
CREATE INDEX "credit_approvals_customer_idx" ON "credit_approvals" USING btree ("customer_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_approvals_one_edit_per_row" ON "credit_approvals" USING btree ("transaction_id") WHERE "credit_approvals"."state" = 'awaiting' and "credit_approvals"."kind" = 'edit';--> statement-breakpoint
CREATE INDEX "transaction_status_changes_tx_idx" ON "transaction_status_changes" USING btree ("transaction_id","changed_at");