-- `chat_cards` (see notify_chat_card_row.sql) at statement level for inserts and deletes: a seed or
-- an erasure touches thousands of rows at once. The payload is a comma-separated list of member ids,
-- or `*` when a statement changed too many rows to list. History: migrations 0012, 0013, 0034.
CREATE OR REPLACE FUNCTION notify_chat_card_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
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
$$;
CREATE OR REPLACE TRIGGER blocks_chat_card_delete AFTER DELETE ON blocks REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();
CREATE OR REPLACE TRIGGER blocks_chat_card_insert AFTER INSERT ON blocks REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();
CREATE OR REPLACE TRIGGER member_interests_card_delete AFTER DELETE ON member_interests REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();
CREATE OR REPLACE TRIGGER member_interests_card_insert AFTER INSERT ON member_interests REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();
CREATE OR REPLACE TRIGGER members_chat_card_delete AFTER DELETE ON members REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();
CREATE OR REPLACE TRIGGER members_chat_card_insert AFTER INSERT ON members REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();
CREATE OR REPLACE TRIGGER photos_chat_card_delete AFTER DELETE ON photos REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();
CREATE OR REPLACE TRIGGER photos_chat_card_insert AFTER INSERT ON photos REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();
