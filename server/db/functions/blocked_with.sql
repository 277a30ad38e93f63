-- THE pair part of "may A reach B" (SPEC §4 Blocking: a blocked member cannot see or contact the
-- blocker, whoever blocked whom; the rule's home is server/safety/reach.ts, decision 191): every
-- block member `a` takes part in, either way, as the other member (`other`) and who blocked
-- (`blocker`). The one text of the pair: "a block stands between A and B" is a row of
-- blocked_with(A) whose `other` is B. blocker_between.sql reads it for one pair (chat_send,
-- message_notice, the profile view); the search, the chat list, the auto-like and a
-- conversation's participant check read it per row through reach.ts blockedEitherWaySql.
-- LANGUAGE sql, STABLE, set-returning, one query: PostgreSQL inlines it where it is called in a
-- FROM, so it is never called per row nor planned per call (decision 146's reason): each half is
-- read by an index of `blocks` (its primary key, blocks_blocked_idx) in the caller's own plan, a
-- search's filter a hash anti-join. Only ever call it in a FROM (tests/cost/plans-kept.test.ts
-- holds it inlined); the figures that chose this form are in decision 191.
CREATE OR REPLACE FUNCTION blocked_with(a integer)
 RETURNS TABLE (other integer, blocker integer)
 LANGUAGE sql
 STABLE
AS $$
  SELECT b.blocked_id, b.blocker_id FROM blocks b WHERE b.blocker_id = a
  UNION ALL
  SELECT b.blocker_id, b.blocker_id FROM blocks b WHERE b.blocked_id = a
$$;
