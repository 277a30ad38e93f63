-- Every update of a member-visible row takes a fresh value of change_seq, so sync cursors see it
-- (migration 0001). Its triggers: every table the members' sync reads by version.
CREATE OR REPLACE FUNCTION bump_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  NEW.version := nextval('change_seq');
  RETURN NEW;
END;
$$;
CREATE OR REPLACE TRIGGER conversation_members_bump_version BEFORE UPDATE ON conversation_members FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE OR REPLACE TRIGGER likes_bump_version BEFORE UPDATE ON likes FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE OR REPLACE TRIGGER members_bump_version BEFORE UPDATE ON members FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE OR REPLACE TRIGGER notification_settings_bump_version BEFORE UPDATE ON notification_settings FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE OR REPLACE TRIGGER orders_bump_version BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE OR REPLACE TRIGGER payments_bump_version BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE OR REPLACE TRIGGER photos_bump_version BEFORE UPDATE ON photos FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE OR REPLACE TRIGGER saved_payment_methods_bump_version BEFORE UPDATE ON saved_payment_methods FOR EACH ROW EXECUTE FUNCTION bump_version();
CREATE OR REPLACE TRIGGER sites_bump_version BEFORE UPDATE ON sites FOR EACH ROW EXECUTE FUNCTION bump_version();
