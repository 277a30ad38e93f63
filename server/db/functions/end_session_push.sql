-- A push subscription belongs to the session that made it and ends with it (decision 116): every way
-- of revoking a session (logout, password change or reset, moderation, deletion) sets revoked_at.
-- History: migration 0016.
CREATE OR REPLACE FUNCTION end_session_push()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "push_subscriptions" WHERE "session_token_hash" = NEW."token_hash";
  RETURN NEW;
END
$$;
CREATE OR REPLACE TRIGGER sessions_end_push AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW WHEN (((new.revoked_at IS NOT NULL) AND (old.revoked_at IS NULL))) EXECUTE FUNCTION end_session_push();
