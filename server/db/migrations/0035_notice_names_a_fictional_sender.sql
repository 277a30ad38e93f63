-- A message's notification labels a fictional sender with the site's fictional icon and warning,
-- as the app does wherever a fictional profile appears: the facts of migration 0031's
-- `message_notice` now say whether the sender is fictional (`sender_fictional`). Unchanged
-- otherwise; chat_send calls it by name, so the send answers the new fact at once.
CREATE OR REPLACE FUNCTION message_notice(p_conversation bigint, p_sender integer, p_recipient integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT jsonb_build_object(
    'recipient', jsonb_build_object('id', r.id, 'site_id', r.site_id, 'language', r.language, 'has_password', r.password_hash IS NOT NULL,
                                    'fictional', r.fictional, 'status', r.status, 'moderation', r.moderation),
    'sender_name', s.name,
    'sender_fictional', s.fictional,
    'blocked', EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = s.id AND b.blocked_id = r.id) OR (b.blocker_id = r.id AND b.blocked_id = s.id)),
    'messages', (SELECT count(*) FROM (SELECT 1 FROM messages m WHERE m.conversation_id = p_conversation LIMIT 2) AS two),
    'read_seq', (SELECT cm.read_seq FROM conversation_members cm WHERE cm.conversation_id = p_conversation AND cm.member_id = r.id),
    'settings', (SELECT ns.settings FROM notification_settings ns WHERE ns.member_id = r.id))
  FROM members r, members s
  WHERE r.id = p_recipient AND s.id = p_sender);
END;
$$;
