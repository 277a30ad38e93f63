-- Issue 8: Web Push subscriptions, the job runner, the notification log and SSE presence.
-- One row per browser push subscription (endpoint is unique: a re-subscribe moves it to the new member).
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL UNIQUE,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text
);--> statement-breakpoint
CREATE INDEX "push_subscriptions_member" ON "push_subscriptions" ("member_id");--> statement-breakpoint
-- Background jobs: claimed with FOR UPDATE SKIP LOCKED and a lease (locked_until), so a job runs
-- once across instances and a job of a crashed instance is taken again when its lease ends.
-- dedupe_key makes scheduling idempotent (one weekly digest per week, one unread mail per read mark).
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY,
	"kind" text NOT NULL,
	"dedupe_key" text UNIQUE,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status" CHECK ("status" IN ('pending', 'done', 'failed'))
);--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" ("run_at") WHERE "status" = 'pending';--> statement-breakpoint
-- What was sent to whom, so a reminder or digest goes out once even if two jobs race.
CREATE TABLE "notification_log" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("member_id", "kind", "ref", "channel")
);--> statement-breakpoint
-- Open SSE connections (the app is open and visible): refreshed by the keep-alive, removed on close.
CREATE TABLE "member_presence" (
	"connection_id" text PRIMARY KEY,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"seen_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "member_presence_member" ON "member_presence" ("member_id", "seen_at");
