CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"blocked_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("blocker_id", "blocked_id")
);--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" ("blocked_id");--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_reason_ref_idx" ON "credit_ledger" ("reason", "ref");--> statement-breakpoint
CREATE INDEX "credit_ledger_member_idx" ON "credit_ledger" ("member_id", "id");
