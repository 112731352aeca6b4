-- Money history is never erased, and a retried money request can never write twice (docs/decisions/050, 051).
-- 1. Ledger, projection, stakes and audit rows hold on to their users: ON DELETE RESTRICT instead of CASCADE, so
--    deleting a user who has any of them fails instead of taking the rows along. Staff close accounts (ban); no
--    path erases them.
-- 2. One ledger entry per (user, Idempotency-Key). Hand-edited: before the unique index is built, keys that would
--    collide are cleared on the later rows (the rows themselves stay). A swap wrote its key on both legs; from now
--    on only the outgoing leg carries it, so the incoming leg (amount > 0) gives its copy up first.
ALTER TABLE "balances" DROP CONSTRAINT "balances_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_transactions" DROP CONSTRAINT "scheduled_transactions_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_created_by_user_id_fk";
--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_transactions" ADD CONSTRAINT "scheduled_transactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
UPDATE "transactions" SET "idempotency_key" = NULL
  WHERE "idempotency_key" IS NOT NULL AND "type" = 'swap' AND "amount" > 0;--> statement-breakpoint
UPDATE "transactions" AS t SET "idempotency_key" = NULL
  WHERE t."idempotency_key" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "transactions" AS e
    WHERE e."user_id" = t."user_id" AND e."idempotency_key" = t."idempotency_key"
      AND (e."created_at", e."id") < (t."created_at", t."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_user_idempotency_key_idx" ON "transactions" USING btree ("user_id","idempotency_key") WHERE "transactions"."idempotency_key" is not null;