CREATE INDEX "user_profiles_kyc_pending_idx" ON "user_profiles" USING btree ("kyc_submitted_at") WHERE "user_profiles"."kyc_status" = 'pending';--> statement-breakpoint
CREATE INDEX "user_profiles_unclaimed_idx" ON "user_profiles" USING btree ("created_at") WHERE "user_profiles"."assigned_worker_id" is null;--> statement-breakpoint
CREATE INDEX "transactions_pending_work_idx" ON "transactions" USING btree ("created_at","id") WHERE "transactions"."status" = 'Pending' and "transactions"."type" in ('deposit', 'withdrawal') and "transactions"."is_hidden" = false and "transactions"."request_id" is null and "transactions"."created_by" = "transactions"."user_id";--> statement-breakpoint
CREATE INDEX "support_tickets_open_idx" ON "support_tickets" USING btree ("created_at") WHERE "support_tickets"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "ticket_responses_staff_idx" ON "ticket_responses" USING btree ("ticket_id") WHERE "ticket_responses"."is_from_worker" = true;--> statement-breakpoint
-- The staff work queues move live (docs/decisions/076-work-queues.md): whatever can put an item into a queue or take
-- one out tells every instance at commit, whichever code path made the change. No payload: each staff client refetches
-- its own scoped counts; PostgreSQL folds the identical notices of one transaction into one.
CREATE FUNCTION work_queues_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('work_queues_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_work_inserted AFTER INSERT ON "transactions"
  FOR EACH ROW WHEN (NEW.status = 'Pending' AND NEW.type IN ('deposit', 'withdrawal'))
  EXECUTE FUNCTION work_queues_changed();
--> statement-breakpoint
CREATE TRIGGER transactions_work_decided AFTER UPDATE OF status, is_hidden, type ON "transactions"
  FOR EACH ROW WHEN (
    (OLD.status = 'Pending' OR NEW.status = 'Pending')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden OR OLD.type IS DISTINCT FROM NEW.type)
  )
  EXECUTE FUNCTION work_queues_changed();
--> statement-breakpoint
CREATE TRIGGER user_profiles_work_inserted AFTER INSERT ON "user_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION work_queues_changed();
--> statement-breakpoint
CREATE TRIGGER user_profiles_work_changed AFTER UPDATE OF kyc_status, assigned_worker_id ON "user_profiles"
  FOR EACH ROW WHEN (OLD.kyc_status IS DISTINCT FROM NEW.kyc_status OR OLD.assigned_worker_id IS DISTINCT FROM NEW.assigned_worker_id)
  EXECUTE FUNCTION work_queues_changed();
--> statement-breakpoint
CREATE TRIGGER credit_approvals_work_changed AFTER INSERT OR UPDATE OF state ON "credit_approvals"
  FOR EACH STATEMENT EXECUTE FUNCTION work_queues_changed();
--> statement-breakpoint
CREATE TRIGGER support_tickets_work_changed AFTER INSERT OR UPDATE OF status, assigned_worker_id ON "support_tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION work_queues_changed();
--> statement-breakpoint
CREATE TRIGGER ticket_responses_work_changed AFTER INSERT ON "ticket_responses"
  FOR EACH STATEMENT EXECUTE FUNCTION work_queues_changed();
--> statement-breakpoint
-- A worker moved to another team changes what their manager sees.
CREATE TRIGGER staff_work_changed AFTER INSERT OR UPDATE OR DELETE ON "staff"
  FOR EACH STATEMENT EXECUTE FUNCTION work_queues_changed();
