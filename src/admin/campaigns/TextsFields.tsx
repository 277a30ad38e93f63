import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_BUTTON_MAX, CAMPAIGN_TITLE_MAX } from '../../contract/adminCampaigns.ts';
import { locales } from '../../contract/locales.ts';
import { localeName } from './names.ts';

export interface LinesDraft {
  title: string;
  body: string;
  button: string;
}
export type TextsDraft = { locale: string; lines: LinesDraft }[];

export const emptyLines: LinesDraft = { title: '', body: '', button: '' };

/** The campaign's texts, one block per locale (decision 131); locales are added and removed here. */
export function TextsFields({ texts, onChange }: { texts: TextsDraft; onChange: (texts: TextsDraft) => void }) {
  const { t, i18n } = useLingui();
  const addId = useId();
  const unused = locales.filter((l) => !texts.some((x) => x.locale === l));
  const [adding, setAdding] = useState<string>('');
  const next = unused.includes(adding as (typeof locales)[number]) ? adding : (unused[0] ?? '');

  const update = (locale: string, patch: Partial<LinesDraft>) => onChange(texts.map((x) => (x.locale === locale ? { locale, lines: { ...x.lines, ...patch } } : x)));

  return (
    <fieldset className="cmp-fieldset">
      <legend>
        <Trans>Texts per language</Trans>
      </legend>
      <p className="adm-small adm-muted">
        <Trans>A member reads their own language; without it their site's language, else English, else the first one written here.</Trans>
      </p>
      {texts.map(({ locale, lines }) => {
        const name = localeName(i18n, locale);
        return (
          <div key={locale} className="cmp-locale" role="group" aria-label={name}>
            <div className="cmp-locale-head">
              <h3>{name}</h3>
              {texts.length > 1 ? (
                <button type="button" className="btn btn-ghost adm-btn-sm" onClick={() => onChange(texts.filter((x) => x.locale !== locale))} aria-label={t`Remove ${name}`}>
                  <Trans>Remove</Trans>
                </button>
              ) : null}
            </div>
            <label className="adm-field">
              <span>
                <Trans>Title ({name})</Trans>
              </span>
              <input value={lines.title} maxLength={CAMPAIGN_TITLE_MAX} onChange={(e) => update(locale, { title: e.target.value })} />
            </label>
            <label className="adm-field">
              <span>
                <Trans>Text ({name})</Trans>
              </span>
              <textarea rows={3} value={lines.body} maxLength={CAMPAIGN_BODY_MAX} onChange={(e) => update(locale, { body: e.target.value })} />
            </label>
            <label className="adm-field">
              <span>
                <Trans>Button in the e-mail, optional ({name})</Trans>
              </span>
              <input value={lines.button} maxLength={CAMPAIGN_BUTTON_MAX} onChange={(e) => update(locale, { button: e.target.value })} />
            </label>
          </div>
        );
      })}
      {unused.length > 0 ? (
        <div className="cmp-add-locale">
          <label className="adm-field" htmlFor={addId}>
            <span>
              <Trans>Another language</Trans>
            </span>
          </label>
          <select id={addId} value={next} onChange={(e) => setAdding(e.target.value)}>
            {unused.map((l) => (
              <option key={l} value={l}>
                {localeName(i18n, l)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-outline adm-btn-sm" onClick={() => next && onChange([...texts, { locale: next, lines: emptyLines }])}>
            <Trans>Add language</Trans>
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
