-- THE member locks (lockedWrite.ts lockMembers and chat_send call it): transaction advisory locks of
-- class 4004, taken in ascending id order by every writer, so two writers may wait for each other's
-- members in turn, never in a cycle; one statement, the locks taken after the ORDER BY's sort.
-- History: migrations 0029, 0032.
CREATE OR REPLACE FUNCTION lock_members(ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4004, d.x) FROM (SELECT DISTINCT x FROM unnest(ids) AS x WHERE x IS NOT NULL) AS d ORDER BY d.x;
END;
$$;
