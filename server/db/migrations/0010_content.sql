-- Content pages, landers and page-bounce logging (issue 9).
-- content_pages: an operator's text of one content page for one site and locale; it overrides the
-- built-in default text (server/content/texts) without a release. `sections` is a JSON array of
-- { "heading": string, "paragraphs": string[] } with {placeholders} filled at render time.
CREATE TABLE "content_pages" (
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"token" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("site_id", "locale", "token")
);--> statement-breakpoint
-- The terms version a member accepted last (SPEC §9 terms version date); no row = accepted the
-- version in force at signup.
CREATE TABLE "terms_acceptances" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"version" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- POST /api/page-hidden.php beacons (SPEC §7, query parameter lb): one row per bounced page view.
CREATE TABLE "page_hidden_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"member_id" integer REFERENCES "members"("id") ON DELETE SET NULL,
	"path" text NOT NULL,
	"referrer" text,
	"network" text,
	"ref" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "page_hidden_events_site_idx" ON "page_hidden_events" ("site_id", "created_at");
