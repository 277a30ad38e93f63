-- Likes (issue 5): one row per (liker, liked). An unlike or a block keeps the row as a tombstone
-- (removed_at set) so that `since` deltas of both members see it go; a new like revives it.
-- `version` comes from change_seq (bump trigger) for the sync cursors of both sides.
CREATE TABLE "likes" (
	"liker_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"liked_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"site_id" integer NOT NULL REFERENCES "sites"("id"),
	"source" text DEFAULT 'profile' NOT NULL,
	"like_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	PRIMARY KEY ("liker_id", "liked_id"),
	CONSTRAINT "likes_not_self" CHECK ("liker_id" <> "liked_id")
);--> statement-breakpoint
CREATE INDEX "likes_liked_idx" ON "likes" ("liked_id", "version");--> statement-breakpoint
CREATE INDEX "likes_liker_version_idx" ON "likes" ("liker_id", "version");--> statement-breakpoint
CREATE TRIGGER likes_bump_version BEFORE UPDATE ON "likes" FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
-- Swipe game (issue 5): every card decided, liked or passed, never comes back; `day` is the
-- calendar day the daily like limit counts in.
CREATE TABLE "swipes" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"target_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"action" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("member_id", "target_id"),
	CONSTRAINT "swipes_action" CHECK ("action" IN ('like', 'pass'))
);--> statement-breakpoint
CREATE INDEX "swipes_member_day_idx" ON "swipes" ("member_id", "day") WHERE "action" = 'like';
