-- A session now carries its user's active second factor: staff without their own authenticator are held at its
-- enrolment (docs/decisions/072-staff-second-factor.md), so a change of it must evict cached sessions as the other
-- session fields do (migration 0006).
DROP TRIGGER user_session_fields_changed ON "user";
--> statement-breakpoint
CREATE TRIGGER user_session_fields_changed AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    OLD.email IS DISTINCT FROM NEW.email OR OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.requires_password_change IS DISTINCT FROM NEW.requires_password_change OR OLD.banned IS DISTINCT FROM NEW.banned
    OR OLD.ban_expires IS DISTINCT FROM NEW.ban_expires OR OLD.active_mfa_method IS DISTINCT FROM NEW.active_mfa_method
  )
  EXECUTE FUNCTION session_change_notify();
