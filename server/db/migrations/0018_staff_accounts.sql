-- Staff accounts, their sessions, recovery codes and the append-only audit log (decision 120).
-- Staff are separate from members: their own table, sessions and cookie; TOTP two-factor required.
CREATE TABLE "staff_accounts" (
  "id" serial PRIMARY KEY,
  -- stored lower-cased
  "email" text NOT NULL UNIQUE,
  "password_hash" text NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('moderator', 'support', 'admin')),
  -- base32 TOTP secret (RFC 6238); null until enrolled, and again after an admin resets 2FA
  "totp_secret" text,
  -- the secret shown during enrolment, kept until the first code confirms it
  "totp_pending_secret" text,
  -- the last accepted 30-second step: a code is never accepted twice
  "totp_last_step" bigint NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL,
  "last_login_at" timestamptz,
  "disabled_at" timestamptz
);--> statement-breakpoint
CREATE TABLE "staff_sessions" (
  "token_hash" text PRIMARY KEY,
  "staff_id" integer NOT NULL REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
  -- 'password': only the second step (TOTP or enrolment) may follow; 'full': logged in
  "stage" text NOT NULL CHECK ("stage" IN ('password', 'full')),
  "created_at" timestamptz NOT NULL,
  "expires_at" timestamptz NOT NULL,
  "revoked_at" timestamptz
);--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" ("staff_id");--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
  "id" serial PRIMARY KEY,
  "staff_id" integer NOT NULL REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
  -- sha256 of the normalised code (50 random bits each, tried under the login lockout)
  "code_hash" text NOT NULL,
  "used_at" timestamptz
);--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff" ON "staff_recovery_codes" ("staff_id");--> statement-breakpoint
-- Who did what to which member or item, before and after, when. Append-only: the trigger below
-- refuses UPDATE and DELETE (and TRUNCATE) for every role the application uses.
CREATE TABLE "staff_audit" (
  "id" bigserial PRIMARY KEY,
  "at" timestamptz NOT NULL,
  "staff_id" integer REFERENCES "staff_accounts" ("id"),
  "action" text NOT NULL,
  "target_kind" text,
  "target_id" text,
  "before" jsonb,
  "after" jsonb
);--> statement-breakpoint
CREATE INDEX "staff_audit_target" ON "staff_audit" ("target_kind", "target_id", "id");--> statement-breakpoint
CREATE INDEX "staff_audit_staff" ON "staff_audit" ("staff_id", "id");--> statement-breakpoint
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_change" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_append_only"();
