ALTER TABLE "user" ADD COLUMN "locale" text;
--> statement-breakpoint
-- A session carries its user's language (docs/decisions/153-message-catalogue.md): a change of it must evict cached
-- sessions as the other session fields do (migrations 0006 and 0012).
DROP TRIGGER user_session_fields_changed ON "user";
--> statement-breakpoint
CREATE TRIGGER user_session_fields_changed AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    OLD.email IS DISTINCT FROM NEW.email OR OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.requires_password_change IS DISTINCT FROM NEW.requires_password_change OR OLD.banned IS DISTINCT FROM NEW.banned
    OR OLD.ban_expires IS DISTINCT FROM NEW.ban_expires OR OLD.active_mfa_method IS DISTINCT FROM NEW.active_mfa_method
    OR OLD.locale IS DISTINCT FROM NEW.locale
  )
  EXECUTE FUNCTION session_change_notify();
