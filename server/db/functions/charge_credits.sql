-- THE charge of credits (credits.ts chargeCredits and chat_send call it; decision 134 for its rules,
-- decision 140 for its shape): `amount` is taken only if the balance allows it, in one conditional
-- UPDATE (two parallel charges never overspend), and booked once per (reason, ref): a replay answers
-- ok without charging. The ledger's unique index on (reason, ref) is the replay check of a charge the
-- balance allows; a charge the balance refuses looks for its booking. The balance of a refusal is
-- read by a later statement (the UPDATE's snapshot may predate a parallel charge it waited for).
-- History: migrations 0029, 0030.
CREATE OR REPLACE FUNCTION charge_credits(p_member integer, p_amount integer, p_reason text, p_ref text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $$
DECLARE
  v_balance integer;
BEGIN
  IF p_amount < 0 THEN RAISE EXCEPTION 'charge_credits takes a positive amount'; END IF;
  UPDATE members SET credits = credits - p_amount WHERE id = p_member AND credits >= p_amount RETURNING credits INTO v_balance;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM credit_ledger WHERE reason = p_reason AND ref = p_ref) THEN
      RETURN jsonb_build_object('ok', true, 'already_booked', true, 'balance', COALESCE((SELECT credits FROM members WHERE id = p_member), 0));
    END IF;
    RETURN jsonb_build_object('ok', false, 'balance', COALESCE((SELECT credits FROM members WHERE id = p_member), 0));
  END IF;
  INSERT INTO credit_ledger (member_id, delta, balance_after, reason, ref, created_at) VALUES (p_member, -p_amount, v_balance, p_reason, p_ref, p_now)
  ON CONFLICT (reason, ref) DO NOTHING;
  IF NOT FOUND THEN
    UPDATE members SET credits = credits + p_amount WHERE id = p_member RETURNING credits INTO v_balance;
    RETURN jsonb_build_object('ok', true, 'already_booked', true, 'balance', v_balance);
  END IF;
  RETURN jsonb_build_object('ok', true, 'already_booked', false, 'balance', v_balance);
END;
$$;
