-- Members area (issue 3): SPEC §3 profile attributes, and indexes for keyset-paged search.
ALTER TABLE "members" ADD COLUMN "relationship_status" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "hair_color" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "eye_color" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "tattoos" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "about" text;--> statement-breakpoint
-- Searchable members only (visible, active profile): every search walks one of these by id DESC.
CREATE INDEX "members_search_site" ON "members" ("site_id", "id" DESC) WHERE "invisible" = false AND "profile_status" = 'active';--> statement-breakpoint
CREATE INDEX "members_search_gender" ON "members" ("site_id", "gender", "id" DESC) WHERE "invisible" = false AND "profile_status" = 'active';--> statement-breakpoint
CREATE INDEX "members_search_country" ON "members" ("site_id", "country", "gender", "id" DESC) WHERE "invisible" = false AND "profile_status" = 'active';--> statement-breakpoint
CREATE INDEX "members_search_region" ON "members" ("region_id", "gender", "id" DESC) WHERE "invisible" = false AND "profile_status" = 'active';--> statement-breakpoint
CREATE INDEX "member_interests_interest" ON "member_interests" ("interest_id");
