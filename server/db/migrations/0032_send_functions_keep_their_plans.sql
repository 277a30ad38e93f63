-- Decision 146: a function a send calls is PL/pgSQL, whose statements each connection plans once
-- and keeps. A SQL-language function that PostgreSQL cannot inline (a body with FROM, or a
-- composite argument) is parsed and planned again on every call from a PL/pgSQL function in
-- PostgreSQL 15: the executor state of the caller's expression is made per transaction, and the
-- SQL function's parse and plan live in it. Profiled under the load benchmark's sends, that
-- parsing and planning was about a third of PostgreSQL's CPU per send (`fmgr_sql` and
-- `pg_plan_query` under `chat_send`). The answer is the same, field for field.

-- chat_send_answer of migration 0029, the same answer.
CREATE OR REPLACE FUNCTION chat_send_answer(msg messages, sender integer, fresh boolean, balance integer, peer integer) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  RETURN jsonb_build_object(
    'fresh', fresh,
    'peer', peer,
    'message', to_jsonb(msg),
    'gift_slug', (SELECT g.slug FROM gifts g WHERE g.id = msg.gift_id),
    'credits', COALESCE(balance, (SELECT m.credits FROM members m WHERE m.id = sender), 0),
    'membership', (SELECT to_jsonb(cm) FROM conversation_members cm WHERE cm.conversation_id = msg.conversation_id AND cm.member_id = sender)
  );
END;
$$;--> statement-breakpoint

-- lock_members of migration 0029, the same locks in the same order (the one lock order: members'
-- ids ascending) taken by one statement instead of a loop of one statement per member: the
-- advisory locks of a volatile target list are taken after the ORDER BY's sort.
CREATE OR REPLACE FUNCTION lock_members(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4004, d.x) FROM (SELECT DISTINCT x FROM unnest(ids) AS x WHERE x IS NOT NULL) AS d ORDER BY d.x;
END;
$$;
