-- Chat (issue 4): conversations between two members, one membership row per side, immutable messages
-- ordered by a server sequence, gifts and icebreakers.
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id"),
	"member_low" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"member_high" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"started_by" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversations_pair_order" CHECK ("member_low" < "member_high")
);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" ("member_low", "member_high");--> statement-breakpoint
CREATE INDEX "conversations_started_by_idx" ON "conversations" ("started_by");--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"peer_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone,
	"read_seq" bigint DEFAULT 0 NOT NULL,
	"peer_read_seq" bigint DEFAULT 0 NOT NULL,
	"cleared_seq" bigint DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	PRIMARY KEY ("conversation_id", "member_id")
);--> statement-breakpoint
CREATE INDEX "conversation_members_member_version_idx" ON "conversation_members" ("member_id", "version");--> statement-breakpoint
CREATE TRIGGER conversation_members_bump_version BEFORE UPDATE ON "conversation_members" FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"emoji" text NOT NULL,
	"colour" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	"sender_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"gift_id" integer REFERENCES "gifts"("id"),
	"image_key" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL
);--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" ("conversation_id", "seq");--> statement-breakpoint
CREATE TABLE "icebreakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
