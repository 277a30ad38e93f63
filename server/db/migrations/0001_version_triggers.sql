-- Every update of a member-visible row takes a fresh value of change_seq, so sync cursors see it.
CREATE OR REPLACE FUNCTION bump_version() RETURNS trigger AS $$
BEGIN
  NEW.version := nextval('change_seq');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER members_bump_version BEFORE UPDATE ON "members" FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER photos_bump_version BEFORE UPDATE ON "photos" FOR EACH ROW EXECUTE FUNCTION bump_version();--> statement-breakpoint
CREATE TRIGGER sites_bump_version BEFORE UPDATE ON "sites" FOR EACH ROW EXECUTE FUNCTION bump_version();
