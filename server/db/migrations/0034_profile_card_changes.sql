-- The `chat_cards` channel (migrations 0012, 0013, 0033) now also announces every change of what a
-- profile view shows beyond the card (decision 162): each server instance keeps the profiles it read
-- and drops those whose member, or whose related members' id range, holds a member named. Photos
-- were announced already (every column the view reads); added here: the profile's own columns
-- (relationship status, looks, about), the member's interests (by member), and the names of the
-- interests and the countries' words for a region (everything: they are on many profiles).
DROP TRIGGER IF EXISTS members_chat_card_update ON "members";--> statement-breakpoint
CREATE TRIGGER members_chat_card_update
  AFTER UPDATE OF name, status, profile_status, site_id, invisible, gender, sexuality, birthdate, country, region_id, city, body_type, fictional, last_seen, moderation,
    relationship_status, hair_color, eye_color, tattoos, about
  ON "members" FOR EACH ROW
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
  EXECUTE FUNCTION notify_chat_card_row();--> statement-breakpoint
-- a member's interests: statement level, as photos (a seed or an erasure touches many rows at once)
CREATE TRIGGER member_interests_card_insert AFTER INSERT ON "member_interests" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();--> statement-breakpoint
CREATE TRIGGER member_interests_card_delete AFTER DELETE ON "member_interests" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_chat_card_rows();--> statement-breakpoint
CREATE TRIGGER member_interests_card_update AFTER UPDATE ON "member_interests" FOR EACH ROW
  EXECUTE FUNCTION notify_chat_card_row();--> statement-breakpoint
-- an interest's name and a country's word for a region are on many profiles: a change drops everything
CREATE TRIGGER interests_cards_change AFTER UPDATE OR DELETE ON "interests"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_cards();--> statement-breakpoint
CREATE TRIGGER region_terms_cards_change AFTER INSERT OR UPDATE OR DELETE ON "region_terms"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_cards();
