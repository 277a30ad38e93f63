-- A lander visit counts once a visitor, site and UTC day, and at most a few times an address
-- (decision 132; server/admin/dashboard/landerVisits.ts). No address is stored: visitor_key is an
-- HMAC of the address and user agent, address_key one of the address, both under the day's random
-- salt (lander_visit_salts), which is deleted when the day is over, so the keys of past days link
-- to nobody. Rows written before this migration have neither key.
ALTER TABLE "lander_visits" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "lander_visits" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lander_visits_visitor" ON "lander_visits" ("site_id", "visitor_key") WHERE "visitor_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "lander_visits_address" ON "lander_visits" ("site_id", "address_key") WHERE "address_key" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "lander_visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
