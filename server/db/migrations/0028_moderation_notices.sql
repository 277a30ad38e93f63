-- Moderation notices (decision 133): what the moderators tell a member in the app, once. A warning
-- is written here in the same transaction as the member's new state (server/services/moderation/
-- notices.ts); user.php lists the member's unseen notices and the app marks one seen when it is
-- dismissed. Erased with the member's personal data (accountDeletion.ts).
CREATE TABLE "member_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	-- the reason's category, translated in the app (src/contract/moderationNotices.ts)
	"category" text NOT NULL,
	-- the moderator's own words, shown beside the category
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "member_notices_kind" CHECK ("kind" IN ('warning')),
	CONSTRAINT "member_notices_category" CHECK ("category" IN ('harassment', 'sexual_content', 'contact_details', 'scam', 'spam', 'fake_profile', 'other'))
);--> statement-breakpoint
CREATE INDEX "member_notices_unseen" ON "member_notices" ("member_id", "created_at") WHERE "seen_at" IS NULL;
