-- Every instance keeps the sessions it has recently resolved in memory (docs/decisions/063-session-cache.md).
-- Whatever changes a session or the user fields a session carries tells every instance at once, whichever code
-- path (ours, better-auth's, or a hand-written statement) made the change: the instances evict on this notice.
-- Payload: 's:<session id>' or 'u:<user id>'; delivered at commit, never for a change that rolls back.
CREATE FUNCTION session_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('session_changed', 's:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changed', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION session_change_notify();
--> statement-breakpoint
CREATE TRIGGER user_session_fields_changed AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    OLD.email IS DISTINCT FROM NEW.email OR OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.requires_password_change IS DISTINCT FROM NEW.requires_password_change OR OLD.banned IS DISTINCT FROM NEW.banned
    OR OLD.ban_expires IS DISTINCT FROM NEW.ban_expires
  )
  EXECUTE FUNCTION session_change_notify();
--> statement-breakpoint
CREATE TRIGGER user_deleted AFTER DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION session_change_notify();
--> statement-breakpoint
-- A TRUNCATE carries no rows: every instance forgets everything.
CREATE FUNCTION session_truncate_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_truncated AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION session_truncate_notify();
--> statement-breakpoint
CREATE TRIGGER user_truncated AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION session_truncate_notify();
