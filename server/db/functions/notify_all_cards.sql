-- A name that is on many cards (a region's, an interest's, a country's word for a region) changed:
-- every instance drops all the cards it keeps (channel `chat_cards`, decisions 106, 162).
-- History: migrations 0013, 0034.
CREATE OR REPLACE FUNCTION notify_all_cards()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('chat_cards', '*');
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER interests_cards_change AFTER DELETE OR UPDATE ON interests FOR EACH STATEMENT EXECUTE FUNCTION notify_all_cards();
CREATE OR REPLACE TRIGGER region_terms_cards_change AFTER INSERT OR DELETE OR UPDATE ON region_terms FOR EACH STATEMENT EXECUTE FUNCTION notify_all_cards();
CREATE OR REPLACE TRIGGER regions_cards_change AFTER DELETE OR UPDATE ON regions FOR EACH STATEMENT EXECUTE FUNCTION notify_all_cards();
