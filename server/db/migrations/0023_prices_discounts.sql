-- Prices and discount codes in the staff console (docs/decisions/128-prices-and-discount-codes.md).
-- Discount codes: a percentage OR bonus credits, a start date, N uses per member, first purchase only.
ALTER TABLE "discount_codes" DROP CONSTRAINT IF EXISTS "discount_codes_value_percentage_check";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "kind" text NOT NULL DEFAULT 'percentage';--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "bonus_credits" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "uses_per_member" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "first_purchase_only" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_value" CHECK (
	("kind" = 'percentage' AND "value_percentage" > 0 AND "value_percentage" <= 100 AND "bonus_credits" IS NULL)
	OR ("kind" = 'bonus' AND "value_percentage" = 0 AND "bonus_credits" > 0)
);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_uses" CHECK ("uses_per_member" IS NULL OR "uses_per_member" >= 2);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_window" CHECK ("valid_from" IS NULL OR "expires" IS NULL OR "expires" > "valid_from");--> statement-breakpoint
-- use counts per code (the console's list) without scanning every order
CREATE INDEX "orders_discount_code" ON "orders" ("discount_code", "status") WHERE "discount_code" IS NOT NULL;--> statement-breakpoint
-- the payment methods a site offers in a country (no row: every method that works there, SPEC §9)
CREATE TABLE "payment_method_offers" (
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"country" text NOT NULL,
	"methods" jsonb NOT NULL,
	PRIMARY KEY ("site_id", "country")
);
