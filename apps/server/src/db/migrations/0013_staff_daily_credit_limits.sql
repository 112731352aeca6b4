-- Staff credits count against a rolling 24-hour limit per customer and per maker (docs/decisions/071): each booked
-- staff credit is kept with its USD value, and each approval request says why it waits. Credits booked before this
-- migration are not in staff_credits, so they do not count towards the first day's totals.
CREATE TABLE "staff_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"maker_id" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"usd_value" numeric(38, 2),
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_credits_usd_value_not_negative" CHECK ("staff_credits"."usd_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD COLUMN "wait_reason" text;--> statement-breakpoint
-- Before daily limits a credit waited only for its own amount, or for want of a price.
UPDATE "credit_approvals" SET "wait_reason" = CASE WHEN "usd_value" IS NULL THEN 'no_price' ELSE 'amount' END;--> statement-breakpoint
ALTER TABLE "credit_approvals" ALTER COLUMN "wait_reason" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD COLUMN "wait_limit_usd" numeric(38, 2);--> statement-breakpoint
ALTER TABLE "staff_credits" ADD CONSTRAINT "staff_credits_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_credits" ADD CONSTRAINT "staff_credits_maker_id_user_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_credits" ADD CONSTRAINT "staff_credits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_credits_customer_idx" ON "staff_credits" USING btree ("customer_id","booked_at");--> statement-breakpoint
CREATE INDEX "staff_credits_maker_idx" ON "staff_credits" USING btree ("maker_id","booked_at");--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD CONSTRAINT "credit_approvals_wait_reason_check" CHECK ("credit_approvals"."wait_reason" in ('amount', 'customer_daily_limit', 'maker_daily_limit', 'no_price'));