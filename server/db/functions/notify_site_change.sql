-- Sites without code (decision 127): every change of a site or its host names makes each instance
-- reload its SiteDirectory; a card shows site-dependent facts (visible fields, media prefix), so the
-- card caches start again too. History: migration 0022.
CREATE OR REPLACE FUNCTION notify_site_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('site_changes', TG_TABLE_NAME);
  -- a card shows site-dependent facts (visible fields, media prefix): the card caches start again
  PERFORM pg_notify('chat_cards', '*');
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER site_hosts_changed AFTER INSERT OR DELETE OR UPDATE ON site_hosts FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
CREATE OR REPLACE TRIGGER sites_changed AFTER INSERT OR DELETE OR UPDATE ON sites FOR EACH STATEMENT EXECUTE FUNCTION notify_site_change();
