-- Who of members `a` and `b` blocked the other, or NULL when no block stands between them (SPEC §4
-- Blocking; the pair part of "may A reach B", its one text in blocked_with.sql, its home
-- server/safety/reach.ts, decision 191). When each blocked the other, `b` is answered: the profile
-- view reports the viewed member's block first (members/profileRead.ts `blocked_by`). "A block
-- stands between a and b" is `blocker_between(a, b) IS NOT NULL` (chat_send, message_notice,
-- reach.ts isBlockedEitherWay). One pair a call: a statement that asks it of many rows reads
-- blocked_with itself (reach.ts blockedEitherWaySql). PL/pgSQL: its plan is kept (decision 146),
-- with blocked_with inlined in it.
CREATE OR REPLACE FUNCTION blocker_between(a integer, b integer)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE
AS $$
BEGIN
  RETURN (SELECT w.blocker FROM blocked_with(a) w WHERE w.other = b ORDER BY w.blocker = b DESC LIMIT 1);
END;
$$;
