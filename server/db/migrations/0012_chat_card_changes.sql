-- Changes that alter how a member appears in other members' chat lists announce themselves on the
-- channel `chat_cards` (issue 10, decision 106): each server instance keeps the chat lists it
-- answered and drops those showing a member named in a notification. The payload is a
-- comma-separated list of member ids, or `*` when a statement changed too many rows to list.
-- A member's own conversation rows need no notification: every answer checks their count and
-- newest version in the statement that checks the session.
CREATE OR REPLACE FUNCTION notify_chat_card_row() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'blocks' THEN
    PERFORM pg_notify('chat_cards', COALESCE(NEW.blocker_id, OLD.blocker_id)::text || ',' || COALESCE(NEW.blocked_id, OLD.blocked_id)::text);
  ELSIF TG_TABLE_NAME = 'members' THEN
    PERFORM pg_notify('chat_cards', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('chat_cards', COALESCE(NEW.member_id, OLD.member_id)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- statement level for inserts and deletes: a seed or an erasure touches thousands of rows at once
CREATE OR REPLACE FUNCTION notify_chat_card_rows() RETURNS trigger AS $$
DECLARE
  ids text;
  n integer;
BEGIN
  IF TG_TABLE_NAME = 'blocks' THEN
    SELECT count(*), string_agg(DISTINCT x::text, ',') INTO n, ids
      FROM (SELECT blocker_id AS x FROM changed UNION SELECT blocked_id FROM changed) s;
  ELSIF TG_TABLE_NAME = 'members' THEN
    SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM changed;
  ELSE
    SELECT count(DISTINCT member_id), string_agg(DISTINCT member_id::text, ',') INTO n, ids FROM changed;
  END IF;
  IF n > 200 THEN
    PERFORM pg_notify('chat_cards', '*');
  ELSIF n > 0 THEN
    PERFORM pg_notify('chat_cards', ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER members_chat_card_update AFTER UPDATE ON "members" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status OR OLD.profile_status IS DISTINCT FROM NEW.profile_status)
  EXECUTE FUNCTION notify_chat_card_row();--> statement-breakpoint
CREATE TRIGGER members_chat_card_delete AFTER DELETE ON "members" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();--> statement-breakpoint
CREATE TRIGGER photos_chat_card_update AFTER UPDATE ON "photos" FOR EACH ROW
  WHEN (OLD.private IS DISTINCT FROM NEW.private OR OLD.position IS DISTINCT FROM NEW.position
        OR OLD.thumb_filename IS DISTINCT FROM NEW.thumb_filename OR OLD.member_id IS DISTINCT FROM NEW.member_id)
  EXECUTE FUNCTION notify_chat_card_row();--> statement-breakpoint
CREATE TRIGGER photos_chat_card_insert AFTER INSERT ON "photos" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();--> statement-breakpoint
CREATE TRIGGER photos_chat_card_delete AFTER DELETE ON "photos" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();--> statement-breakpoint
CREATE TRIGGER blocks_chat_card_insert AFTER INSERT ON "blocks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();--> statement-breakpoint
CREATE TRIGGER blocks_chat_card_delete AFTER DELETE ON "blocks" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();--> statement-breakpoint
CREATE TRIGGER blocks_chat_card_update AFTER UPDATE ON "blocks" FOR EACH ROW EXECUTE FUNCTION notify_chat_card_row();
