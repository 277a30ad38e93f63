-- "Download my data" (SPEC §3 account, GDPR Art. 15 and 20; decision 124): one row per export a
-- member asked for. The job builds the ZIP into `archive`; the row (and with it the file) is
-- deleted when it expires, when a newer export of the member is ready, and when the member
-- deletes the account. Nothing here is readable text of the member: the archive is bytes.
CREATE TABLE "data_exports" (
  "id" bigserial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'ready', 'failed')),
  "requested_at" timestamptz NOT NULL,
  "ready_at" timestamptz,
  "expires_at" timestamptz,
  "archive" bytea,
  "size" integer
);--> statement-breakpoint
CREATE INDEX "data_exports_member" ON "data_exports" ("member_id", "requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires" ON "data_exports" ("expires_at") WHERE "expires_at" IS NOT NULL;
