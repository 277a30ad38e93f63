-- Issue 6: signup, e-mail confirmation, account lifecycle and the mail outbox.
CREATE TABLE "mail_outbox" (
  "id" bigserial PRIMARY KEY,
  "site_id" integer NOT NULL REFERENCES "sites"("id"),
  "member_id" integer REFERENCES "members"("id") ON DELETE CASCADE,
  "to_address" text NOT NULL,
  "kind" text NOT NULL,
  "locale" text NOT NULL,
  "subject" text NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text NOT NULL,
  "unsubscribe_token" text NOT NULL UNIQUE,
  "unsubscribe_url" text NOT NULL,
  "status" text NOT NULL DEFAULT 'pending',
  "attempts" integer NOT NULL DEFAULT 0,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "last_error" text,
  "created_at" timestamp with time zone NOT NULL,
  "sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" ("status", "next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_member" ON "mail_outbox" ("member_id");--> statement-breakpoint
CREATE TABLE "account_tokens" (
  "token_hash" text PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "purpose" text NOT NULL,
  "new_email" text,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "account_tokens_member" ON "account_tokens" ("member_id", "purpose");--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
  "id" bigserial PRIMARY KEY,
  "site_id" integer NOT NULL REFERENCES "sites"("id"),
  "email_hash" text NOT NULL,
  "at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "password_reset_requests_email" ON "password_reset_requests" ("site_id", "email_hash", "at");--> statement-breakpoint
CREATE TABLE "member_signups" (
  "member_id" integer PRIMARY KEY REFERENCES "members"("id") ON DELETE CASCADE,
  "seeking" text NOT NULL,
  "network" text,
  "ref" text,
  "sub1" text,
  "sub2" text,
  "sub3" text,
  "relationship" text,
  "about" text,
  "created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "pending_first_messages" (
  "id" bigserial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "target_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "body" text NOT NULL,
  "status" text NOT NULL DEFAULT 'pending',
  "created_at" timestamp with time zone NOT NULL,
  "delivered_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "pending_first_messages_member" ON "pending_first_messages" ("member_id", "status");--> statement-breakpoint
CREATE TABLE "account_deletions" (
  "member_id" integer PRIMARY KEY REFERENCES "members"("id") ON DELETE CASCADE,
  "requested_at" timestamp with time zone NOT NULL,
  "erase_after" timestamp with time zone NOT NULL,
  "was_invisible" boolean NOT NULL,
  "previous_status" text NOT NULL,
  "erased_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "account_deletions_due" ON "account_deletions" ("erase_after");--> statement-breakpoint
CREATE TABLE "notification_settings" (
  "member_id" integer PRIMARY KEY REFERENCES "members"("id") ON DELETE CASCADE,
  "settings" jsonb NOT NULL,
  "version" bigint NOT NULL DEFAULT nextval('change_seq')
);--> statement-breakpoint
CREATE TRIGGER notification_settings_bump_version BEFORE UPDATE ON "notification_settings" FOR EACH ROW EXECUTE FUNCTION bump_version();
