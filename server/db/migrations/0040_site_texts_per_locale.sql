-- A site's texts per locale (decision 173): index_title, description, mail_name and the
-- fictional-profiles words move from the settings object into "texts", { locale: { key: text } },
-- under the site's default locale (src/contract/siteTexts.ts siteDefaultLocale: the first two
-- letters of domain_language when available_locales has them, else en). An empty text is not kept:
-- a locale without a text shows the default locale's.
ALTER TABLE "sites" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "sites" SET
  "texts" = jsonb_build_object(
    CASE
      WHEN lower(left("domain_language", 2)) IN ('da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv')
        AND COALESCE("settings"->'available_locales', '[]'::jsonb) ? lower(left("domain_language", 2))
      THEN lower(left("domain_language", 2))
      ELSE 'en'
    END,
    jsonb_strip_nulls(jsonb_build_object(
      'index_title', NULLIF(btrim("settings"->>'index_title'), ''),
      'description', NULLIF(btrim("settings"->>'description'), ''),
      'mail_name', NULLIF(btrim("settings"->>'mail_name'), ''),
      'fictional_warning', NULLIF(btrim("settings"->>'fictional_warning'), ''),
      'fictional_singular', NULLIF(btrim("settings"->>'fictional_singular'), ''),
      'fictional_plural', NULLIF(btrim("settings"->>'fictional_plural'), '')
    ))
  ),
  "settings" = "settings" - 'index_title' - 'description' - 'mail_name' - 'fictional_warning' - 'fictional_singular' - 'fictional_plural';
