-- The staff audit keeps what happened and to whom, never a member's words or identity (decision 167):
-- an entry cannot be erased, and an erased member must leave nothing behind. From now on the writer
-- (server/staff/audit.ts, auditFacts) keeps a string only under a key naming a code and when it looks
-- like one, or an ISO time; any other string as its length, {"chars": N}. This migration applies the
-- same rule once to the entries written before (a deleted "about", a search term, a moderator's
-- reason), through the one controlled path past the append-only trigger: the trigger is switched off
-- for this statement only, inside the migration's transaction, by the table's owner.
-- An entry about a member keeps the texts it leaves out beside it, in staff_audit_texts, which the
-- member's erasure deletes: the member's file still shows a warning's reason until then.
CREATE TABLE "staff_audit_texts" (
  -- the staff_audit entry; no foreign key, so a TRUNCATE of the log still meets its append-only trigger
  "audit_id" bigint NOT NULL,
  "member_id" integer NOT NULL REFERENCES "members" ("id") ON DELETE CASCADE,
  -- where the text was: `after.reason`, `before.about`
  "path" text NOT NULL,
  "text" text NOT NULL,
  PRIMARY KEY ("audit_id", "path")
);--> statement-breakpoint
CREATE INDEX "staff_audit_texts_member" ON "staff_audit_texts" ("member_id");--> statement-breakpoint
-- the reasons and notes the member's file shows, of entries about a member that is not erased yet
INSERT INTO "staff_audit_texts" ("audit_id", "member_id", "path", "text")
SELECT a."id", m."id", 'after.' || f."key", a."after" ->> f."key"
FROM "staff_audit" a
JOIN "members" m ON a."target_kind" = 'member' AND a."target_id" ~ '^[0-9]{1,9}$' AND m."id" = a."target_id"::integer
CROSS JOIN (VALUES ('reason'), ('note')) AS f("key")
WHERE jsonb_typeof(a."after" -> f."key") = 'string'
  AND NOT EXISTS (SELECT 1 FROM "account_deletions" d WHERE d."member_id" = m."id" AND d."erased_at" IS NOT NULL);--> statement-breakpoint
CREATE FUNCTION "staff_audit_facts_0037"("v" jsonb, "k" text, "depth" integer) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "kept" jsonb;
  "e" record;
  "i" integer := 0;
  "s" text;
BEGIN
  IF "v" IS NULL THEN RETURN NULL; END IF;
  IF jsonb_typeof("v") = 'string' THEN
    "s" := "v" #>> '{}';
    IF ("k" = ANY (ARRAY['action', 'by', 'category', 'countries', 'country', 'currency', 'decision', 'domain_language', 'excerpt',
          'factor', 'filter_state', 'hosts', 'items', 'kind', 'label', 'label_taken_from', 'language', 'locale', 'locales',
          'message_kind', 'method', 'methods', 'moderation', 'outcome', 'path', 'paying', 'payments', 'photo_moderation', 'provider',
          'ref', 'refund_ref', 'role', 'send', 'sites', 'state', 'status', 'via'])
        AND "s" ~ '^[A-Za-z0-9_./:+-]{1,64}$')
      OR "s" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      OR "s" ~ '^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$' THEN
      RETURN "v";
    END IF;
    RETURN jsonb_build_object('chars', char_length("s"));
  END IF;
  IF jsonb_typeof("v") IN ('array', 'object') AND "depth" >= 8 THEN RETURN '{"cut": "depth"}'::jsonb; END IF;
  IF jsonb_typeof("v") = 'array' THEN
    SELECT coalesce(jsonb_agg("staff_audit_facts_0037"("x", "k", "depth" + 1) ORDER BY "n"), '[]'::jsonb) INTO "kept"
      FROM jsonb_array_elements("v") WITH ORDINALITY AS "t"("x", "n") WHERE "n" <= 200;
    RETURN "kept";
  END IF;
  IF jsonb_typeof("v") = 'object' THEN
    "kept" := '{}'::jsonb;
    FOR "e" IN SELECT "key", "value" FROM jsonb_each("v") LOOP
      "kept" := "kept" || jsonb_build_object(
        CASE WHEN "e"."key" ~ '^[A-Za-z0-9_.:-]{1,64}$' AND "e"."key" <> '__proto__' THEN "e"."key" ELSE '#' || "i" END,
        "staff_audit_facts_0037"("e"."value", "e"."key", "depth" + 1));
      "i" := "i" + 1;
    END LOOP;
    RETURN "kept";
  END IF;
  RETURN "v";
END;
$$;--> statement-breakpoint
ALTER TABLE "staff_audit" DISABLE TRIGGER "staff_audit_no_change";--> statement-breakpoint
UPDATE "staff_audit" SET
  "before" = "staff_audit_facts_0037"("before", '', 0),
  "after" = "staff_audit_facts_0037"("after", '', 0),
  "target_id" = CASE WHEN "target_id" ~ '^[A-Za-z0-9_.:+-]{1,80}$' THEN "target_id" ELSE 'chars:' || char_length("target_id") END
WHERE "before" IS DISTINCT FROM "staff_audit_facts_0037"("before", '', 0)
  OR "after" IS DISTINCT FROM "staff_audit_facts_0037"("after", '', 0)
  OR "target_id" !~ '^[A-Za-z0-9_.:+-]{1,80}$';--> statement-breakpoint
ALTER TABLE "staff_audit" ENABLE TRIGGER "staff_audit_no_change";--> statement-breakpoint
DROP FUNCTION "staff_audit_facts_0037"(jsonb, text, integer);
