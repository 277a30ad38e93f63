-- The `chat_cards` channel of migration 0012 now announces every change of how a member appears
-- on a card anywhere: in other members' chat lists and in search results (issue 10, decision 108).
-- Each server instance keeps the search pages it read and drops those whose id range holds a
-- member named in a notification. Same payload: comma-separated member ids, or `*`.
DROP TRIGGER IF EXISTS members_chat_card_update ON "members";--> statement-breakpoint
CREATE TRIGGER members_chat_card_update AFTER UPDATE ON "members" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status OR OLD.profile_status IS DISTINCT FROM NEW.profile_status
        OR OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.invisible IS DISTINCT FROM NEW.invisible
        OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.sexuality IS DISTINCT FROM NEW.sexuality
        OR OLD.birthdate IS DISTINCT FROM NEW.birthdate OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.city IS DISTINCT FROM NEW.city
        OR OLD.body_type IS DISTINCT FROM NEW.body_type OR OLD.fictional IS DISTINCT FROM NEW.fictional
        OR OLD.last_seen IS DISTINCT FROM NEW.last_seen)
  EXECUTE FUNCTION notify_chat_card_row();--> statement-breakpoint
-- a new member can be found at once
CREATE TRIGGER members_chat_card_insert AFTER INSERT ON "members" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();--> statement-breakpoint
-- a card's main photo is the first public active one, with all three of its files
DROP TRIGGER IF EXISTS photos_chat_card_update ON "photos";--> statement-breakpoint
CREATE TRIGGER photos_chat_card_update AFTER UPDATE ON "photos" FOR EACH ROW
  WHEN (OLD.private IS DISTINCT FROM NEW.private OR OLD.position IS DISTINCT FROM NEW.position
        OR OLD.status IS DISTINCT FROM NEW.status OR OLD.filename IS DISTINCT FROM NEW.filename
        OR OLD.thumb_filename IS DISTINCT FROM NEW.thumb_filename OR OLD.match_filename IS DISTINCT FROM NEW.match_filename
        OR OLD.member_id IS DISTINCT FROM NEW.member_id)
  EXECUTE FUNCTION notify_chat_card_row();--> statement-breakpoint
-- a region's name is on every card of its members: a rename drops everything
CREATE OR REPLACE FUNCTION notify_all_cards() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('chat_cards', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER regions_cards_change AFTER UPDATE OR DELETE ON "regions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_cards();
