-- The staff audit is append-only (decision 120): no update, delete or truncate.
-- History: migration 0018.
CREATE OR REPLACE FUNCTION staff_audit_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE OR REPLACE TRIGGER staff_audit_no_change BEFORE DELETE OR UPDATE ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
CREATE OR REPLACE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
