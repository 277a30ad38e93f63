-- Changes that alter how a member appears to other members announce themselves on the channel
-- `chat_cards` (decisions 106, 108, 162): each instance keeps the chat lists, search pages and
-- profiles it answered and drops those showing a member named. Row level: updates (only of the
-- columns a card or profile shows). History: migrations 0012, 0013, 0019, 0033, 0034.
CREATE OR REPLACE FUNCTION notify_chat_card_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
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
$$;
CREATE OR REPLACE TRIGGER blocks_chat_card_update AFTER UPDATE ON blocks FOR EACH ROW EXECUTE FUNCTION notify_chat_card_row();
CREATE OR REPLACE TRIGGER member_interests_card_update AFTER UPDATE ON member_interests FOR EACH ROW EXECUTE FUNCTION notify_chat_card_row();
-- members: only the columns a card or a profile shows (migrations 0019, 0033, 0034)
CREATE OR REPLACE TRIGGER members_chat_card_update
  AFTER UPDATE OF name, status, profile_status, site_id, invisible, gender, sexuality, birthdate, country, region_id, city, body_type, fictional, last_seen, moderation,
    relationship_status, hair_color, eye_color, tattoos, about
  ON members FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status OR OLD.profile_status IS DISTINCT FROM NEW.profile_status
        OR OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.invisible IS DISTINCT FROM NEW.invisible
        OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.sexuality IS DISTINCT FROM NEW.sexuality
        OR OLD.birthdate IS DISTINCT FROM NEW.birthdate OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.city IS DISTINCT FROM NEW.city
        OR OLD.body_type IS DISTINCT FROM NEW.body_type OR OLD.fictional IS DISTINCT FROM NEW.fictional
        OR OLD.last_seen IS DISTINCT FROM NEW.last_seen OR OLD.moderation IS DISTINCT FROM NEW.moderation
        OR OLD.relationship_status IS DISTINCT FROM NEW.relationship_status OR OLD.hair_color IS DISTINCT FROM NEW.hair_color
        OR OLD.eye_color IS DISTINCT FROM NEW.eye_color OR OLD.tattoos IS DISTINCT FROM NEW.tattoos
        OR OLD.about IS DISTINCT FROM NEW.about)
  EXECUTE FUNCTION notify_chat_card_row();
-- photos: every column a card or a profile reads (migration 0013)
CREATE OR REPLACE TRIGGER photos_chat_card_update AFTER UPDATE ON photos FOR EACH ROW
  WHEN (OLD.private IS DISTINCT FROM NEW.private OR OLD.position IS DISTINCT FROM NEW.position
        OR OLD.status IS DISTINCT FROM NEW.status OR OLD.filename IS DISTINCT FROM NEW.filename
        OR OLD.thumb_filename IS DISTINCT FROM NEW.thumb_filename OR OLD.match_filename IS DISTINCT FROM NEW.match_filename
        OR OLD.member_id IS DISTINCT FROM NEW.member_id)
  EXECUTE FUNCTION notify_chat_card_row();
