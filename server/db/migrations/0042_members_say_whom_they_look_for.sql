-- Whom a member looks for (issue 49, decision 175; server/services/members-area/audience.ts): the
-- answer they gave at signup or in their profile. NULL means "as my sexuality says" (SPEC §3).
-- Search, the swipe game, the match finder and "you may also like" all read it through one rule.
ALTER TABLE "members" ADD COLUMN "looking_for" text;--> statement-breakpoint
UPDATE "members" m SET "looking_for" = s."seeking" FROM "member_signups" s WHERE s."member_id" = m."id";
