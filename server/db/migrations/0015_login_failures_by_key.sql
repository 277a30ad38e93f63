-- Login lockout claimed before judging, for every address alike (issue 18, decision 110): a failure
-- row per attempt keyed by a hash of site and normalised e-mail (not by member), so addresses without
-- an account are counted in the database the same way as real ones, across instances and restarts.
-- Old rows are at most LOGIN_WINDOW_MIN minutes of history: dropped, not converted.
DROP TABLE IF EXISTS "login_failures";--> statement-breakpoint
CREATE TABLE "login_failures" (
  "id" bigserial PRIMARY KEY,
  "key" text NOT NULL,
  "at" timestamptz NOT NULL
);--> statement-breakpoint
CREATE INDEX "login_failures_key_at" ON "login_failures" ("key", "at");--> statement-breakpoint
CREATE INDEX "login_failures_at" ON "login_failures" ("at");
