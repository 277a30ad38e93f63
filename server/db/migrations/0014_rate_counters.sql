-- Abuse limits that hold across instances (issue 18): one counter per limit key and fixed time
-- window, counted by one atomic upsert (server/services/rateLimit.ts). Rows past `expires_at` are
-- deleted by the limiter itself now and then; nothing else reads them.
CREATE TABLE "rate_counters" (
  "key" text NOT NULL,
  "window_start" timestamptz NOT NULL,
  "hits" integer NOT NULL,
  "expires_at" timestamptz NOT NULL,
  PRIMARY KEY ("key", "window_start")
);--> statement-breakpoint
CREATE INDEX "rate_counters_expires" ON "rate_counters" ("expires_at");
