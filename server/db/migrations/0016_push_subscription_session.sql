-- A push subscription belongs to the session that made it and ends with it (decision 116): a forced
-- logout (session revoked by a password change, a reset, a ban, an account deletion) or an expired
-- session stops the pushes to that browser, not only the logout button. Subscriptions of no session
-- are dropped: the member's browser saves its subscription again at its next visit (src/state/push.ts).
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_token_hash" text NOT NULL REFERENCES "sessions" ("token_hash") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session" ON "push_subscriptions" ("session_token_hash");--> statement-breakpoint
-- every way of revoking a session (logout, password change or reset, moderation, deletion) sets
-- revoked_at: one home for the rule, whichever code path revokes
CREATE FUNCTION "end_session_push"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "push_subscriptions" WHERE "session_token_hash" = NEW."token_hash";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_end_push" AFTER UPDATE OF "revoked_at" ON "sessions"
  FOR EACH ROW WHEN (NEW."revoked_at" IS NOT NULL AND OLD."revoked_at" IS NULL)
  EXECUTE FUNCTION "end_session_push"();
