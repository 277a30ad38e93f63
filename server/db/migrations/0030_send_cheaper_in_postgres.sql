-- A send's own work in PostgreSQL made smaller (decision 140). Nothing a member sees changes.

-- The sender's charge updates their members row. `members_version` indexed the version the bump
-- trigger (migration 0001) gives every update, so each charge was a non-HOT update: a new entry in
-- every one of members' ten indexes (the search indexes included), per message sent. No query reads
-- members by version (the sync pulls read conversation_members, likes and the members' cards by
-- id); without the index, an update that changes neither an indexed column nor a partial index's
-- condition (credits, last_seen, the version) is a HOT update: the new row version goes on the same
-- page and no index is touched.
DROP INDEX IF EXISTS "members_version";--> statement-breakpoint
-- room on each page for the new versions of HOT updates (pages written from now on)
ALTER TABLE "members" SET (fillfactor = 90);--> statement-breakpoint

-- THE charge of credits (credits.ts chargeCredits and chat_send call it; decision 134 for its
-- rules): `amount` is taken only if the balance allows it, in one conditional UPDATE (two parallel
-- charges never overspend: the second waits for the first's row and judges the new balance), and
-- booked once per (reason, ref): a replay answers ok without charging. The ledger's unique index
-- on (reason, ref) is the replay check of a charge that the balance allows (the insert waits for
-- a parallel booking of the same pair and gives the charge back when that one committed), so the
-- common path reads no ledger row: a lookup of the ledger before the charge was planned once per
-- connection, as a sequential scan while the ledger was small, and then scanned the growing table
-- on every send. A charge the balance refuses looks for its booking (a replay answers ok
-- whatever the balance is now). The balance of a refusal is read by a later statement (the
-- UPDATE's snapshot may predate a parallel charge it waited for).
CREATE OR REPLACE FUNCTION charge_credits(p_member integer, p_amount integer, p_reason text, p_ref text, p_now timestamptz) RETURNS jsonb LANGUAGE plpgsql AS $$
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
