-- Refunds by staff and chargebacks (SPEC §4 Payment; decision 130).
-- payments: the refund claim an admin holds while the provider is asked (the row lock judges it),
-- the provider's refund id, and when the bank charged the payment back.
ALTER TABLE "payments" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_back_at" timestamp with time zone;--> statement-breakpoint
-- the console's list: newest first, paged by (created_at, id)
CREATE INDEX "payments_created" ON "payments" ("created_at", "id");--> statement-breakpoint
-- the sandbox provider keeps its own refunds (one full refund per payment) and chargebacks
ALTER TABLE "sandbox_payments" ADD COLUMN "charged_back" boolean NOT NULL DEFAULT false;--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL REFERENCES "sandbox_payments"("id") ON DELETE CASCADE,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_payment" ON "sandbox_refunds" ("payment_id");--> statement-breakpoint
-- Decision 130: credits taken back may leave the balance below zero; the separate credit debt
-- (decision 060) becomes part of the balance, with a ledger line, and its column goes.
INSERT INTO "credit_ledger" ("member_id", "delta", "balance_after", "reason", "ref", "created_at")
SELECT pa."member_id", -pa."credit_debt", m."credits" - pa."credit_debt", 'debt', 'migration-0025:' || pa."member_id", now()
FROM "payment_accounts" pa JOIN "members" m ON m."id" = pa."member_id"
WHERE pa."credit_debt" > 0;--> statement-breakpoint
UPDATE "members" m SET "credits" = m."credits" - pa."credit_debt"
FROM "payment_accounts" pa WHERE pa."member_id" = m."id" AND pa."credit_debt" > 0;--> statement-breakpoint
ALTER TABLE "payment_accounts" DROP COLUMN "credit_debt";
