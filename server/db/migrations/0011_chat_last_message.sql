-- The last message's kind, body and sender kept on both membership rows beside last_message_id
-- (issue 10 load benchmark, decision 104): GET /api/chats.php lists every chat with its last
-- message without looking each one up in messages. Written by sendMessage together with
-- last_message_id and last_seq; messages are never edited, so the copy cannot go stale.
ALTER TABLE "conversation_members" ADD COLUMN "last_kind" text;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "last_body" text;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "last_sender_id" integer;--> statement-breakpoint
-- the copy changes nothing a member sees: the rows keep their versions (no re-sync of every chat)
ALTER TABLE "conversation_members" DISABLE TRIGGER "conversation_members_bump_version";--> statement-breakpoint
UPDATE "conversation_members" cm SET "last_kind" = m."kind", "last_body" = m."body", "last_sender_id" = m."sender_id"
FROM "messages" m WHERE m."id" = cm."last_message_id";--> statement-breakpoint
ALTER TABLE "conversation_members" ENABLE TRIGGER "conversation_members_bump_version";
