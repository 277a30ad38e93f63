-- The facts of a message's notification (decision 143), for the member `p_recipient` of conversation
-- `p_conversation` written to by `p_sender` (server/notify/index.ts `MessageNotice`); NULL when either
-- member is gone. chat_send calls it under the send's locks; a released held message reads it alone.
-- `messages` counts the conversation's messages up to two (the first message opens a conversation);
-- `sender_fictional` labels a fictional sender; `blocked`, a block either way (blocker_between.sql: the
-- pair part of "may A reach B", SPEC §4 Blocking). PL/pgSQL: its plan is kept (decision 146).
-- History: migrations 0031, 0035.
CREATE OR REPLACE FUNCTION message_notice(p_conversation bigint, p_sender integer, p_recipient integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
AS $$
BEGIN
  RETURN (SELECT jsonb_build_object(
    'recipient', jsonb_build_object('id', r.id, 'site_id', r.site_id, 'language', r.language, 'has_password', r.password_hash IS NOT NULL,
                                    'fictional', r.fictional, 'status', r.status, 'moderation', r.moderation),
    'sender_name', s.name,
    'sender_fictional', s.fictional,
    'blocked', blocker_between(s.id, r.id) IS NOT NULL,
    'messages', (SELECT count(*) FROM (SELECT 1 FROM messages m WHERE m.conversation_id = p_conversation LIMIT 2) AS two),
    'read_seq', (SELECT cm.read_seq FROM conversation_members cm WHERE cm.conversation_id = p_conversation AND cm.member_id = r.id),
    'settings', (SELECT ns.settings FROM notification_settings ns WHERE ns.member_id = r.id))
  FROM members r, members s
  WHERE r.id = p_recipient AND s.id = p_sender);
END;
$$;
