CREATE TABLE "second_factor_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "second_factor_resets_state_check" CHECK ("second_factor_resets"."state" in ('awaiting', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "second_factor_resets" ADD CONSTRAINT "second_factor_resets_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_resets" ADD CONSTRAINT "second_factor_resets_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_resets" ADD CONSTRAINT "second_factor_resets_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_resets_one_waiting" ON "second_factor_resets" USING btree ("customer_id") WHERE "second_factor_resets"."state" = 'awaiting';--> statement-breakpoint
CREATE INDEX "second_factor_resets_waiting_idx" ON "second_factor_resets" USING btree ("requested_at") WHERE "second_factor_resets"."state" = 'awaiting';--> statement-breakpoint
-- A reset that starts or stops waiting moves the staff work queues (docs/decisions/076-work-queues.md).
CREATE TRIGGER second_factor_resets_work_changed AFTER INSERT OR UPDATE OF state ON "second_factor_resets"
  FOR EACH STATEMENT EXECUTE FUNCTION work_queues_changed();
