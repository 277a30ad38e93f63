-- Member moderation (issue 21, decision 121): a member's moderation state, photo review and the
-- facts the risk queue reads. See server/services/moderation/.
ALTER TABLE "members" ADD COLUMN "moderation" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_moderation" CHECK ("moderation" IN ('active', 'warned', 'suspended', 'banned'));--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
-- the end of a suspension (null: until lifted); a ban has none
ALTER TABLE "members" ADD COLUMN "moderation_until" timestamp with time zone;--> statement-breakpoint
-- counts every change of the state: a moderator's action names the revision they saw (decision 121)
ALTER TABLE "members" ADD COLUMN "moderation_rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "moderation_at" timestamp with time zone;--> statement-breakpoint
-- the address a member signed up from (risk queue: many signups from one address)
ALTER TABLE "members" ADD COLUMN "signup_ip" text;--> statement-breakpoint
-- when a moderator last closed the member's risk item; signals older than this are not shown again
ALTER TABLE "members" ADD COLUMN "risk_cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "members_signup_ip" ON "members" ("site_id", "signup_ip", "signup_date") WHERE "signup_ip" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "members_new_signups" ON "members" ("site_id", "signup_date");--> statement-breakpoint
-- photo review: a photo waits in the queue while reviewed_at is null
ALTER TABLE "photos" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reject_reason" text;--> statement-breakpoint
UPDATE "photos" SET "reviewed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "photos_review_queue" ON "photos" ("created_at", "id") WHERE "reviewed_at" IS NULL;--> statement-breakpoint
-- per site: 'pre' (visible to others after approval) or 'post' (visible at once, reviewed after)
ALTER TABLE "sites" ADD COLUMN "photo_moderation" text DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_photo_moderation" CHECK ("photo_moderation" IN ('pre', 'post'));--> statement-breakpoint
-- a suspension or ban takes the member's card out of every kept search page (decision 108)
DROP TRIGGER IF EXISTS members_chat_card_update ON "members";--> statement-breakpoint
CREATE TRIGGER members_chat_card_update AFTER UPDATE ON "members" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status OR OLD.profile_status IS DISTINCT FROM NEW.profile_status
        OR OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.invisible IS DISTINCT FROM NEW.invisible
        OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.sexuality IS DISTINCT FROM NEW.sexuality
        OR OLD.birthdate IS DISTINCT FROM NEW.birthdate OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.city IS DISTINCT FROM NEW.city
        OR OLD.body_type IS DISTINCT FROM NEW.body_type OR OLD.fictional IS DISTINCT FROM NEW.fictional
        OR OLD.last_seen IS DISTINCT FROM NEW.last_seen OR OLD.moderation IS DISTINCT FROM NEW.moderation)
  EXECUTE FUNCTION notify_chat_card_row();
