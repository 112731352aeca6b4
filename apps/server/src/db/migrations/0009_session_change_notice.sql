-- The notices of migration 0006 also reach the connection that makes the change, at once, as a NOTICE whose message is
-- the payload and whose detail is the channel: the instance that made it evicts before its statement's and its commit's
-- answers come back, without its pooled connections listening (docs/decisions/066-own-session-changes-by-notice.md).
CREATE OR REPLACE FUNCTION session_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text := CASE WHEN TG_TABLE_NAME = 'session' THEN 's:' ELSE 'u:' END || OLD.id;
BEGIN
  PERFORM pg_notify('session_changed', payload);
  RAISE NOTICE USING MESSAGE = payload, DETAIL = 'session_changed';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_truncate_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', '*');
  RAISE NOTICE USING MESSAGE = '*', DETAIL = 'session_changed';
  RETURN NULL;
END;
$$;
