-- The member back office (decision 129): a staff member's credit adjustment is a ledger line like
-- every other change of a balance (reason 'staff_adjustment'), and says who made it and why.
-- Both columns stay null on the lines members' own actions and payments write.
ALTER TABLE "credit_ledger" ADD COLUMN "staff_id" integer REFERENCES "staff_accounts" ("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "note" text CHECK ("note" IS NULL OR char_length("note") <= 500);
