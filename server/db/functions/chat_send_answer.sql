-- The answer of a send or a replay: the message row, its gift's slug, the sender's balance (read now
-- unless the charge told it) and the sender's conversation row (the chat is built from it by the
-- calling statement, chatList.ts `chatOfMembership`). PL/pgSQL, not SQL: each connection plans its
-- statements once and keeps them (decision 146). History: migrations 0029, 0032.
CREATE OR REPLACE FUNCTION chat_send_answer(msg messages, sender integer, fresh boolean, balance integer, peer integer)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $$
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
$$;
