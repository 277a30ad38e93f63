-- The chat and search cards' trigger (migrations 0012, 0013, 0019; decisions 106, 108) fires for an
-- UPDATE whose SET names one of the card's columns, and still only when one of them changed. Until
-- now every UPDATE of members evaluated its WHEN clause, fifteen comparisons that PostgreSQL reads
-- and compiles again for each execution of the statement: a send's charge (`credits`), a login's
-- counters, a push's badge. Measured on the load database with pgbench (20 UPDATEs of a member's
-- credits per transaction, three alternating rounds): 288 → 322 transactions/s, about 17 µs per
-- UPDATE, some 1.5 % of PostgreSQL's CPU per send (below the load bench's noise; switching the whole
-- trigger off saved about 5 %, decision 140). What the trigger announces is unchanged: a member's card
-- changes only through an UPDATE that sets one of these columns (no BEFORE trigger of members
-- changes them: members_bump_version sets `version` alone).
DROP TRIGGER IF EXISTS members_chat_card_update ON "members";--> statement-breakpoint
CREATE TRIGGER members_chat_card_update
  AFTER UPDATE OF name, status, profile_status, site_id, invisible, gender, sexuality, birthdate, country, region_id, city, body_type, fictional, last_seen, moderation
  ON "members" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status OR OLD.profile_status IS DISTINCT FROM NEW.profile_status
        OR OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.invisible IS DISTINCT FROM NEW.invisible
        OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.sexuality IS DISTINCT FROM NEW.sexuality
        OR OLD.birthdate IS DISTINCT FROM NEW.birthdate OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.city IS DISTINCT FROM NEW.city
        OR OLD.body_type IS DISTINCT FROM NEW.body_type OR OLD.fictional IS DISTINCT FROM NEW.fictional
        OR OLD.last_seen IS DISTINCT FROM NEW.last_seen OR OLD.moderation IS DISTINCT FROM NEW.moderation)
  EXECUTE FUNCTION notify_chat_card_row();
