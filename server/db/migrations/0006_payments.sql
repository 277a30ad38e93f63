-- Credits shop and payments (issue 7): bundles per site and country, orders with idempotency keys,
-- payments at a provider, saved methods, discount codes, direct-debit mandates, SMS outbox.
CREATE TABLE "credit_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"country" text NOT NULL,
	"credits" integer NOT NULL CHECK ("credits" > 0),
	"bonus" integer NOT NULL DEFAULT 0 CHECK ("bonus" >= 0),
	"price" integer NOT NULL CHECK ("price" > 0),
	"currency" text NOT NULL,
	"label" text,
	"position" smallint NOT NULL DEFAULT 0,
	"active" boolean NOT NULL DEFAULT true
);--> statement-breakpoint
CREATE INDEX "credit_bundles_site_country" ON "credit_bundles" ("site_id", "country", "position");--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"site_id" integer REFERENCES "sites"("id") ON DELETE CASCADE,
	"country" text,
	"user_id" integer REFERENCES "members"("id") ON DELETE CASCADE,
	"expires" timestamp with time zone,
	"value_percentage" double precision NOT NULL CHECK ("value_percentage" > 0 AND "value_percentage" < 100),
	"currency" text,
	"minimum_order_value" integer,
	"status" text NOT NULL DEFAULT 'active',
	"validity" text NOT NULL DEFAULT 'once',
	"paymentmethods" jsonb,
	"window_seconds" integer
);--> statement-breakpoint
CREATE TABLE "member_discount_codes" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"code" text NOT NULL REFERENCES "discount_codes"("code") ON DELETE CASCADE,
	"stored_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer,
	PRIMARY KEY ("member_id", "code")
);--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"idempotency_key" text NOT NULL,
	"bundle_id" integer NOT NULL REFERENCES "credit_bundles"("id"),
	"credits" integer NOT NULL,
	"bonus" integer NOT NULL,
	"amount" integer NOT NULL,
	"original_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"discount_code" text,
	"discount_percentage" double precision,
	"status" text NOT NULL DEFAULT 'open',
	"created_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL DEFAULT nextval('change_seq')
);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_key" ON "orders" ("member_id", "idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member" ON "orders" ("member_id", "id");--> statement-breakpoint
CREATE TABLE "saved_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"method" text NOT NULL,
	"label" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL DEFAULT nextval('change_seq')
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_ref" ON "saved_payment_methods" ("member_id", "provider", "provider_ref");--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"method" text NOT NULL,
	"status" text NOT NULL DEFAULT 'loading',
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"checkout_url" text,
	"wire_reference" text,
	"saved_method_id" integer REFERENCES "saved_payment_methods"("id") ON DELETE SET NULL,
	"recurring" boolean NOT NULL DEFAULT false,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"version" bigint NOT NULL DEFAULT nextval('change_seq')
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_member_key" ON "payments" ("member_id", "idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id" ON "payments" ("provider", "provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_wire_reference" ON "payments" ("wire_reference");--> statement-breakpoint
CREATE INDEX "payments_member" ON "payments" ("member_id", "created_at");--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"credit_debt" integer NOT NULL DEFAULT 0 CHECK ("credit_debt" >= 0),
	"direct_debit_blocked" boolean NOT NULL DEFAULT false,
	"direct_debit_limit" integer NOT NULL DEFAULT 15000
);--> statement-breakpoint
CREATE TABLE "direct_debit_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer NOT NULL DEFAULT 0,
	"status" text NOT NULL DEFAULT 'awaiting_code',
	"payment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_member" ON "direct_debit_mandates" ("member_id", "created_at");--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer REFERENCES "members"("id") ON DELETE CASCADE,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"description" text NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text NOT NULL DEFAULT 'open',
	"settle_at" timestamp with time zone,
	"refunded" boolean NOT NULL DEFAULT false,
	"card_label" text,
	"mandate_ref" text,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "sandbox_mandates" (
	"ref" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"label" text NOT NULL,
	"fails" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE TRIGGER orders_bump_version BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER payments_bump_version BEFORE UPDATE ON "payments" FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER saved_payment_methods_bump_version BEFORE UPDATE ON "saved_payment_methods" FOR EACH ROW EXECUTE FUNCTION bump_version();
