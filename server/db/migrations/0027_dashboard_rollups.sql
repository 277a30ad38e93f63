-- The operator's dashboard (decision 132): one row a site and UTC day, kept by the dashboard
-- rollup job (server/admin/dashboard/rollup.ts), so a 90-day answer reads ~90 rows a site instead
-- of aggregating a million messages.
--
-- lander_visits: one row a lander view (the server-painted page or /api/lander.php, SPEC §2
-- landers); anonymous (no member, no address), so nothing personal is kept.
CREATE TABLE "lander_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "lander_visits_site_at" ON "lander_visits" ("site_id", "created_at");--> statement-breakpoint
-- a day's messages read by range: BRIN is tiny and nearly free to keep on
-- append-mostly tables whose rows arrive in time order
CREATE INDEX "messages_created_brin" ON "messages" USING brin ("created_at") WITH (autosummarize = on);--> statement-breakpoint
CREATE INDEX "payments_completed_at" ON "payments" ("completed_at") WHERE "status" = 'completed';--> statement-breakpoint
-- a member's confirmation (written by the activation, server/services/activation.ts; a member
-- confirmed before it counts on the signup day), first message and first purchase (all time, kept
-- by the job with LEAST())
CREATE TABLE "dashboard_member_firsts" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"site_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone,
	"first_message_at" timestamp with time zone,
	"first_purchase_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "dashboard_member_firsts_confirmed" ON "dashboard_member_firsts" ("confirmed_at") WHERE "confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "dashboard_member_firsts_message" ON "dashboard_member_firsts" ("first_message_at") WHERE "first_message_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "dashboard_member_firsts_purchase" ON "dashboard_member_firsts" ("first_purchase_at") WHERE "first_purchase_at" IS NOT NULL;--> statement-breakpoint
-- the UTC days on which a member was active (signed up, logged in, sent a message, paid)
CREATE TABLE "dashboard_active_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	PRIMARY KEY ("site_id", "day", "member_id")
);--> statement-breakpoint
CREATE INDEX "dashboard_active_days_member" ON "dashboard_active_days" ("member_id");--> statement-breakpoint
CREATE TABLE "dashboard_daily" (
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"lander_visits" integer NOT NULL DEFAULT 0,
	"lander_bounces" integer NOT NULL DEFAULT 0,
	"signups" integer NOT NULL DEFAULT 0,
	"confirmed" integer NOT NULL DEFAULT 0,
	"first_messages" integer NOT NULL DEFAULT 0,
	"first_purchases" integer NOT NULL DEFAULT 0,
	"messages" integer NOT NULL DEFAULT 0,
	"active_7" integer NOT NULL DEFAULT 0,
	"active_30" integer NOT NULL DEFAULT 0,
	-- of the members active in the 30 days, those with a push subscription; known only for days
	-- the job ran on (a subscription's past is not kept)
	"push_opted" integer,
	PRIMARY KEY ("site_id", "day")
);--> statement-breakpoint
CREATE INDEX "dashboard_daily_day" ON "dashboard_daily" ("day", "site_id");--> statement-breakpoint
CREATE TABLE "dashboard_revenue" (
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payments" integer NOT NULL,
	PRIMARY KEY ("site_id", "day", "currency")
);--> statement-breakpoint
CREATE INDEX "dashboard_revenue_day" ON "dashboard_revenue" ("day", "site_id");--> statement-breakpoint
-- one row: the last day the job closed (recomputed once more on the next run) and when it ran
CREATE TABLE "dashboard_rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"final_through" date,
	"refreshed_at" timestamp with time zone NOT NULL
);
