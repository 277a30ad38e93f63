import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useState } from 'react';
import type { SiteForm } from '../../contract/adminSites.ts';
import { locales, type Locale } from '../../contract/locales.ts';
import { localesMissing, siteDefaultLocale, siteTextKeys, siteTextLimits, type SiteTextKey } from '../../contract/siteTexts.ts';
import { localeNames } from '../../i18n/localeNames.ts';
import { Field, IssuesContext, Section } from './fields.tsx';

const labels: Record<SiteTextKey, MessageDescriptor> = {
  index_title: msg`Page title`,
  hero_title: msg`Home page headline`,
  description: msg`Description`,
  mail_name: msg`Sender name of e-mails`,
  fictional_warning: msg`Warning text`,
  fictional_singular: msg`Word for one`,
  fictional_plural: msg`Word for several`,
};
/** the long texts get a text area */
const long: ReadonlySet<SiteTextKey> = new Set(['description', 'fictional_warning']);

/**
 * The site's texts, one language at a time (decision 173): a button per language says how many
 * texts it lacks (a missing text shows the default language's, given as the field's placeholder).
 */
export function SiteTextsFields({ form, onChange }: { form: SiteForm; onChange: (texts: SiteForm['texts']) => void }) {
  const { t, i18n } = useLingui();
  const issues = useContext(IssuesContext);
  const fallback = siteDefaultLocale(form.domain_language, form.settings.available_locales);
  const [shown, setShown] = useState<Locale>(fallback);
  const texts = form.texts;
  const missing = localesMissing(texts, locales);
  const hasIssue = (l: Locale) => [...issues.keys()].some((p) => p === 'texts' || p.startsWith(`texts.${l}.`) || p === `texts.${l}`);
  const put = (key: SiteTextKey, value: string) => onChange({ ...texts, [shown]: { ...texts[shown], [key]: value } });
  const missingList = missing.map((l) => localeNames[l]).join(', ');
  const fallbackName = localeNames[fallback];

  return (
    <Section title={<Trans>Texts in each language</Trans>}>
      <div className="adm-site-texts-langs" role="group" aria-label={t`Language of the texts`}>
        {locales.map((l) => {
          const count = siteTextKeys.filter((k) => !texts[l]?.[k]?.trim()).length;
          const state = hasIssue(l) ? t`check this language` : count === 0 ? t`complete` : plural(count, { one: '# text missing', other: '# texts missing' });
          return (
            <button key={l} type="button" className={`adm-site-texts-lang${count > 0 ? ' is-missing' : ''}${hasIssue(l) ? ' is-invalid' : ''}`} aria-pressed={l === shown} onClick={() => setShown(l)}>
              <span lang={l}>{localeNames[l]}</span> <span className="adm-small">{state}</span>
            </button>
          );
        })}
      </div>
      <p className="adm-small adm-muted adm-site-texts-summary">{missing.length === 0 ? t`Every language has every text.` : t`Missing texts in ${missingList}.`}</p>
      <p className="adm-small adm-site-texts-note">
        {shown === fallback ? t`${fallbackName} is the default language: the other languages show its texts where theirs are missing.` : t`An empty field shows the ${fallbackName} text.`}
      </p>
      {siteTextKeys.map((key) => {
        const value = texts[shown]?.[key] ?? '';
        const placeholder = shown === fallback ? '' : (texts[fallback]?.[key] ?? '');
        const label = `${i18n._(labels[key])} (${localeNames[shown]})`;
        const common = { value, placeholder, lang: shown, maxLength: siteTextLimits[key], onChange: (e: { target: { value: string } }) => put(key, e.target.value) };
        return (
          <Field key={`${shown}.${key}`} path={`texts.${shown}.${key}`} label={label}>
            {(p) => (long.has(key) ? <textarea {...p} {...common} rows={3} /> : <input {...p} {...common} />)}
          </Field>
        );
      })}
    </Section>
  );
}
