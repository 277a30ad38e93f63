-- Photos and chat images in an S3-compatible object store (decision 174; server/media/store.ts).
-- media_uploads: an object about to be written before its row exists (an upload is the object first,
-- then its row); the sweep removes the object of an entry whose row never came (a crash, a refusal).
-- media_removals: objects whose rows are gone, written in the transaction that removes the rows
-- (a photo's deletion, an erasure), so no crash leaves an object behind; emptied into the store
-- after the commit and by the sweep.
CREATE TABLE "media_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "media_removals" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
