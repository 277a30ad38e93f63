-- Sites without code (decision 127): a site's brand (colours and logo), and a notification on
-- every change of a site or its host names so each instance reloads its SiteDirectory.
ALTER TABLE "sites" ADD COLUMN "brand" jsonb DEFAULT '{"primary":"#e07a6f","secondary":"#2b2d5c","logo":""}'::jsonb NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_site_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_changes', TG_TABLE_NAME);
  -- a card shows site-dependent facts (visible fields, media prefix): the card caches start again
  PERFORM pg_notify('chat_cards', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER IF EXISTS sites_changed ON "sites";--> statement-breakpoint
CREATE TRIGGER sites_changed AFTER INSERT OR UPDATE OR DELETE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();--> statement-breakpoint
DROP TRIGGER IF EXISTS site_hosts_changed ON "site_hosts";--> statement-breakpoint
CREATE TRIGGER site_hosts_changed AFTER INSERT OR UPDATE OR DELETE ON "site_hosts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
