-- Complaints (issue 5): a member reports a member, a photo or a general problem; the site's
-- support address gets a mail through the mail outbox. Kept when the target member is erased.
CREATE TABLE "complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"target_member_id" integer REFERENCES "members"("id") ON DELETE SET NULL,
	"target_photo_id" integer REFERENCES "photos"("id") ON DELETE SET NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "complaints_category" CHECK ("category" IN ('member', 'photo', 'general')),
	CONSTRAINT "complaints_status" CHECK ("status" IN ('open', 'handled', 'dismissed'))
);--> statement-breakpoint
CREATE INDEX "complaints_member_idx" ON "complaints" ("member_id", "created_at");--> statement-breakpoint
CREATE INDEX "complaints_open_idx" ON "complaints" ("site_id", "created_at") WHERE "status" = 'open';
