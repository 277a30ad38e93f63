-- THE pair part of "may A reach B" (SPEC §4 Blocking: a blocked member cannot see or contact the
-- blocker, whoever blocked whom; the rule's home is server/safety/reach.ts, decision 191): every
-- block member `a` takes part in, either way, as the other member (`other`) and who blocked
-- (`blocker`). The one text of the pair: "a block stands between A and B" is a row of
-- blocked_with(A) whose `other` is B. blocker_between reads it for one pair (chat_send,
-- message_notice, the profile view); the search, the chat list, the auto-like and reach.ts's
-- blockedEitherWaySql read it per row, which this spelling keeps as fast as an inline EXISTS: a
-- LANGUAGE sql, STABLE, set-returning function of one SELECT that PostgreSQL inlines where it is
-- called in a FROM, each half an index scan of `blocks` (its primary key and blocks_blocked_idx).
-- A function that calls it must sort after it by name: a LANGUAGE sql body is checked when it is
-- created, in the files' name order (server/db/functions.ts).
CREATE OR REPLACE FUNCTION blocked_with(a integer)
 RETURNS TABLE (other integer, blocker integer)
 LANGUAGE sql
 STABLE
AS $$
  SELECT b.blocked_id, b.blocker_id FROM blocks b WHERE b.blocker_id = a
  UNION ALL
  SELECT b.blocker_id, b.blocker_id FROM blocks b WHERE b.blocked_id = a
$$;
