-- A message send in one call (decision 134): the member locks, the rules of a send (SPEC §4, §6),
-- the charge and its ledger line, the message and both members' conversation rows, in one
-- statement's transaction (server/chat/sendMessage.ts composes it with the session rule and
-- the chat's shape, which stay in TypeScript). A refusal is an answer, not an error:
-- {"refused": code, ...}; nothing but the new member's rate counter is written before the last
-- refusal (the charge), so a refused send leaves no trace but that hit.
-- History: migrations 0029, 0031.
CREATE OR REPLACE FUNCTION chat_send(p_sender integer, p_id uuid, p_conversation bigint, p_profile bigint, p_kind text, p_body text, p_gift bigint, p_costs jsonb, p_refusal text, p_shown_body text, p_filter_state text, p_filter_kinds text[], p_image_key text, p_image bytea, p_now timestamp with time zone, p_barred text[], p_free_limit integer, p_limit_key text, p_limit_max integer, p_window_start timestamp with time zone, p_window_end timestamp with time zone, p_young_after timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $$
DECLARE
  v_sender members%ROWTYPE;
  v_peer members%ROWTYPE;
  v_msg messages%ROWTYPE;
  v_peer_id integer;
  v_blocked boolean;
  v_low integer;
  v_high integer;
  v_conv integer;
  v_started_by integer;
  v_cost integer := 0;
  v_balance integer;
  v_charge jsonb;
  v_hits integer;
  v_held boolean := p_filter_state IS NOT DISTINCT FROM 'held';
  v_opened boolean := false;
  v_pokes jsonb := '[]';
BEGIN
  -- the hit counts whatever becomes of the send (rateLimit.ts: every request is a hit)
  IF p_limit_key IS NOT NULL THEN
    SELECT * INTO v_sender FROM members WHERE id = p_sender;
    IF v_sender.signup_date > p_young_after THEN
      INSERT INTO rate_counters (key, window_start, hits, expires_at) VALUES (p_limit_key || p_sender, p_window_start, 1, p_window_end)
      ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counters.hits + 1
      RETURNING hits INTO v_hits;
      IF v_hits > p_limit_max THEN RETURN jsonb_build_object('refused', 'rate_limited', 'hits', v_hits); END IF;
    END IF;
  END IF;

  -- the message id is the client's: a replay answers the first send again, never charged twice
  SELECT * INTO v_msg FROM messages WHERE id = p_id;
  IF FOUND THEN
    IF v_msg.sender_id <> p_sender THEN RETURN jsonb_build_object('refused', 'taken'); END IF;
    RETURN chat_send_answer(msg => v_msg, sender => p_sender, fresh => false, balance => NULL, peer => NULL);
  END IF;
  IF p_refusal IS NOT NULL THEN RETURN jsonb_build_object('refused', p_refusal); END IF;

  -- the other member, as far as it can be known before the locks (a pair never changes); the block
  -- (blocker_between.sql) is judged again under the locks below
  IF p_conversation IS NOT NULL THEN
    SELECT cm.peer_id, blocker_between(cm.member_id, cm.peer_id) IS NOT NULL
      INTO v_peer_id, v_blocked
      FROM conversation_members cm WHERE cm.conversation_id = p_conversation AND cm.member_id = p_sender;
    IF NOT FOUND THEN RETURN jsonb_build_object('refused', 'forbidden'); END IF;
    IF v_blocked THEN RETURN jsonb_build_object('refused', 'blocked'); END IF;
  ELSE
    IF p_profile = p_sender THEN RETURN jsonb_build_object('refused', 'self'); END IF;
    IF p_profile IS NULL OR p_profile > 2147483647 THEN RETURN jsonb_build_object('refused', 'not_found'); END IF;
    v_peer_id := p_profile;
  END IF;

  -- every rule below is judged under both members' locks: a block, invisible mode, a deletion and a
  -- suspension take them too, and every conversation a member starts is opened under their lock
  PERFORM lock_members(ARRAY[p_sender, v_peer_id]);
  SELECT * INTO v_msg FROM messages WHERE id = p_id;
  IF FOUND THEN
    IF v_msg.sender_id <> p_sender THEN RETURN jsonb_build_object('refused', 'taken'); END IF;
    RETURN chat_send_answer(msg => v_msg, sender => p_sender, fresh => false, balance => NULL, peer => NULL);
  END IF;
  v_low := least(p_sender, v_peer_id);
  v_high := greatest(p_sender, v_peer_id);
  SELECT * INTO v_sender FROM members WHERE id = p_sender;
  SELECT * INTO v_peer FROM members WHERE id = v_peer_id;
  IF v_sender.id IS NULL OR v_peer.id IS NULL OR v_peer.site_id <> v_sender.site_id THEN RETURN jsonb_build_object('refused', 'not_found'); END IF;
  -- "May A reach B" (SPEC §4; its one home is server/safety/reach.ts, which the search, the profile
  -- view and the like read): the send judges it here, under both members' locks (decision 134), B's
  -- part spelt here with the barred states given by the caller from the same home (p_barred) and
  -- the status reach.ts names PENDING_DELETION, the pair's part read from its one text
  -- (blocker_between.sql, blocked_with.sql); tests/integration/reach.test.ts holds the four paths
  -- to one answer. The send's exceptions, each on its line below: its own codes (a barred peer
  -- answers member_suspended, decision 121); a member may answer an invisible member in a
  -- conversation the invisible member started (SPEC §4 invisible mode: "others cannot message them"
  -- first); the peer's profile status is not judged (reach.ts asks for an active profile): a member
  -- who has not confirmed their e-mail is refused by their status (SPEC §4 signup flow), a leaving
  -- one above.
  -- decision 121: nothing is sent by or to a suspended or banned member
  IF v_sender.moderation = ANY (p_barred) THEN
    RETURN jsonb_build_object('refused', 'sender_barred', 'moderation', v_sender.moderation,
      'moderation_reason', v_sender.moderation_reason, 'moderation_until', v_sender.moderation_until);
  END IF;
  IF v_peer.moderation = ANY (p_barred) THEN RETURN jsonb_build_object('refused', 'member_suspended'); END IF;
  -- the pair's part: no block either way (blocker_between.sql, its one text in blocked_with.sql)
  IF blocker_between(p_sender, v_peer_id) IS NOT NULL THEN RETURN jsonb_build_object('refused', 'blocked'); END IF;
  IF v_peer.status = 'pending_deletion' THEN RETURN jsonb_build_object('refused', 'member_unavailable'); END IF;
  SELECT c.id, c.started_by INTO v_conv, v_started_by FROM conversations c WHERE c.member_low = v_low AND c.member_high = v_high;
  -- an invisible member can still be answered in a conversation they started
  IF v_peer.invisible AND v_started_by IS DISTINCT FROM v_peer_id THEN RETURN jsonb_build_object('refused', 'member_unavailable'); END IF;
  IF v_peer.status = 'not_confirmed' THEN RETURN jsonb_build_object('refused', 'recipient_not_confirmed'); END IF;
  IF v_conv IS NULL AND NOT v_sender.paid_user
     AND (SELECT count(*) FROM conversations s WHERE s.started_by = p_sender) >= p_free_limit THEN
    RETURN jsonb_build_object('refused', 'conversation_limit');
  END IF;
  IF p_kind = 'gift' AND NOT EXISTS (SELECT 1 FROM gifts g WHERE g.id = p_gift) THEN RETURN jsonb_build_object('refused', 'gift_unknown'); END IF;

  -- the charge: taken only if the balance allows it, booked once per message id (the last refusal)
  IF p_costs IS NOT NULL THEN
    v_cost := COALESCE((p_costs ->> v_sender.country)::integer, (p_costs ->> '')::integer);
    v_charge := charge_credits(p_member => p_sender, p_amount => v_cost, p_reason => 'message', p_ref => p_id::text, p_now => p_now);
    IF NOT (v_charge ->> 'ok')::boolean THEN
      RETURN jsonb_build_object('refused', 'spend', 'cost', v_cost, 'credits', (v_charge ->> 'balance')::integer);
    END IF;
    -- already booked (a ledger line without its message): the balance is read for the answer
    IF NOT (v_charge ->> 'already_booked')::boolean THEN v_balance := (v_charge ->> 'balance')::integer; END IF;
  END IF;

  IF v_conv IS NULL THEN
    INSERT INTO conversations (site_id, member_low, member_high, started_by, created_at)
    VALUES (v_sender.site_id, v_low, v_high, p_sender, p_now) RETURNING id INTO v_conv;
    INSERT INTO conversation_members (conversation_id, member_id, peer_id) VALUES (v_conv, p_sender, v_peer_id), (v_conv, v_peer_id, p_sender);
    v_opened := true;
  END IF;
  IF p_image IS NOT NULL THEN
    INSERT INTO media (key, content_type, bytes) VALUES (p_image_key, 'image/webp', p_image) ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO messages (id, conversation_id, sender_id, kind, body, gift_id, image_key, cost, created_at, shown_body, filter_state, filter_kinds)
  VALUES (p_id, v_conv, p_sender, p_kind, p_body, CASE WHEN p_kind = 'gift' THEN p_gift END, p_image_key, v_cost, p_now,
    p_shown_body, p_filter_state, p_filter_kinds)
  RETURNING * INTO v_msg;
  -- both sides in one statement: the sender has read up to their own message, the peer has one more
  -- unread and reads the masked text (decision 122); a held message reaches the receiver's side only
  -- when released (moderation/held.ts), and a conversation it opened stays out of their list
  UPDATE conversation_members SET
    last_seq = v_msg.seq, last_message_id = v_msg.id, last_message_at = p_now, last_kind = v_msg.kind,
    last_body = CASE WHEN member_id = v_peer_id THEN COALESCE(v_msg.shown_body, v_msg.body) ELSE v_msg.body END,
    last_sender_id = p_sender, hidden = false,
    read_seq = CASE WHEN member_id = p_sender THEN v_msg.seq ELSE read_seq END,
    unread = CASE WHEN member_id = v_peer_id THEN unread + 1 ELSE unread END
  WHERE conversation_id = v_conv AND (member_id = p_sender OR (member_id = v_peer_id AND NOT v_held));
  IF v_held AND v_opened THEN
    UPDATE conversation_members SET hidden = true WHERE conversation_id = v_conv AND member_id = v_peer_id;
  END IF;
  -- decision 143: who is poked (the realtime bus, server/notify/pokeBus.ts MemberPoke; a held
  -- message reaches the receiver when released, moderation/held.ts) and the facts of the receiver's
  -- notification (server/notify), read here under the locks instead of by the notification after.
  -- Decision 145: only a member with an open stream (a member_presence row, on any instance) is
  -- poked. A stream's row is written under the member's lock before the stream answers
  -- (notify/presence.ts `open`), so this read, after the locks, either sees it or this send commits
  -- before the stream opens and the app's pull on opening finds the message.
  IF NOT v_held AND EXISTS (SELECT 1 FROM member_presence mp WHERE mp.member_id = v_peer_id) THEN
    v_pokes := v_pokes || jsonb_build_object('member', v_peer_id, 'kind', 'message', 'conversation_id', v_conv);
  END IF;
  IF EXISTS (SELECT 1 FROM member_presence mp WHERE mp.member_id = p_sender) THEN
    v_pokes := v_pokes || jsonb_build_object('member', p_sender, 'kind', 'message', 'conversation_id', v_conv);
  END IF;
  RETURN chat_send_answer(msg => v_msg, sender => p_sender, fresh => true, balance => v_balance, peer => v_peer_id)
    || jsonb_build_object('pokes', v_pokes, 'notice', CASE WHEN v_held THEN NULL ELSE message_notice(v_conv, p_sender, v_peer_id) END);
END;
$$;
