import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Company, SiteForm } from '../../contract/adminSites.ts';
import { locales } from '../../contract/locales.ts';
import { niches, type NicheId } from '../../contract/niches.ts';
import { FilterAction } from '../../contract/reports.ts';
import { profileFieldNames, searchFieldNames, type ProfileFieldName, type SearchFieldName } from '../../contract/siteFields.ts';
import { Check, CheckList, Field, numberOf, Section } from './fields.tsx';
import { SiteTextsFields } from './SiteTextsFields.tsx';

/** The form's draft: the site, with the host names and countries as typed. */
export interface Draft {
  form: SiteForm;
  hostsText: string;
  countriesText: string;
}

const profileLabels: Record<ProfileFieldName, MessageDescriptor> = {
  age: msg`Age`,
  country: msg`Country`,
  region: msg`Region`,
  city: msg`City`,
  gender: msg`Gender`,
  sexuality: msg`Sexuality`,
  relationship_status: msg`Relationship status`,
  body_type: msg`Body type`,
  hair_color: msg`Hair color`,
  eye_color: msg`Eye color`,
  tattoos: msg`Tattoos`,
  interests: msg`Interests`,
};
const searchLabels: Record<SearchFieldName, MessageDescriptor> = {
  gender: msg`Gender`,
  country: msg`Country`,
  countryregion: msg`Region`,
  min_age: msg`Minimum age`,
  max_age: msg`Maximum age`,
};
const filterKinds = ['phone', 'email', 'messenger', 'link', 'scam'] as const;
const filterKindLabels: Record<(typeof filterKinds)[number], MessageDescriptor> = {
  phone: msg`Phone numbers`,
  email: msg`E-mail addresses`,
  messenger: msg`Messenger names`,
  link: msg`Links`,
  scam: msg`Scam phrases`,
};
const actionLabels: Record<FilterAction, MessageDescriptor> = { allow: msg`Allow`, mask: msg`Mask`, hold: msg`Hold for review` };

/** Splits a typed list (one per line, or separated by commas or spaces). */
export const listOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

export function SiteFormFields({ draft, companies, onChange }: { draft: Draft; companies: readonly Company[]; onChange: (draft: Draft) => void }) {
  const { t, i18n } = useLingui();
  const f = draft.form;
  const s = f.settings;
  const set = (patch: Partial<SiteForm>) => onChange({ ...draft, form: { ...f, ...patch } });
  const setS = (patch: Partial<SiteForm['settings']>) => set({ settings: { ...s, ...patch } });
  const countries = listOf(draft.countriesText);
  const contactFilterLabel = (kind: (typeof filterKinds)[number]) => {
    const what = i18n._(filterKindLabels[kind]);
    return t`Contact filter: ${what}`;
  };

  return (
    <>
      <Section title={<Trans>Site and host names</Trans>}>
        <Field path="name" label={<Trans>Name</Trans>}>
          {(p) => <input {...p} value={f.name} onChange={(e) => set({ name: e.target.value })} />}
        </Field>
        <Field path="hosts" label={<Trans>Host names</Trans>} hint={<Trans>One per line; the first is the main address.</Trans>}>
          {(p) => <textarea {...p} rows={3} value={draft.hostsText} spellCheck={false} autoCapitalize="none" onChange={(e) => onChange({ ...draft, hostsText: e.target.value })} />}
        </Field>
        <Field path="niche" label={<Trans>Niche</Trans>}>
          {(p) => (
            <select {...p} value={f.niche} onChange={(e) => set({ niche: Number(e.target.value) })}>
              {Object.entries(niches).map(([id, slug]) => (
                <option key={id} value={id}>{`${id} · ${slug}`}</option>
              ))}
            </select>
          )}
        </Field>
        <Field path="company_id" label={<Trans>Company</Trans>}>
          {(p) => (
            <select {...p} value={f.company_id} onChange={(e) => set({ company_id: Number(e.target.value) })}>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field path="countries" label={<Trans>Countries</Trans>} hint={<Trans>Two-letter codes; the first is the default country.</Trans>}>
          {(p) => <input {...p} value={draft.countriesText} spellCheck={false} onChange={(e) => onChange({ ...draft, countriesText: e.target.value })} />}
        </Field>
        <Field path="domain_language" label={<Trans>Default language</Trans>}>
          {(p) => (
            <select {...p} value={f.domain_language} onChange={(e) => set({ domain_language: e.target.value as SiteForm['domain_language'] })}>
              {locales.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckList path="settings.available_locales" legend={<Trans>Languages offered</Trans>} names={locales} labelOf={(l) => l} chosen={s.available_locales} onChange={(v) => setS({ available_locales: v })} />
      </Section>

      <Section title={<Trans>Signups and visitors</Trans>}>
        <Field path="settings.signups" label={<Trans>Who may sign up</Trans>}>
          {(p) => (
            <select {...p} value={s.signups} onChange={(e) => setS({ signups: e.target.value as SiteForm['settings']['signups'] })}>
              <option value="all">{t`Everyone`}</option>
              <option value="with_trafficsource">{t`Only visitors from a traffic source`}</option>
              <option value="closed">{t`Invitation only`}</option>
            </select>
          )}
        </Field>
        <div className="adm-site-checkcol">
          <Check label={<Trans>Visitors may search without logging in</Trans>} checked={s.logged_out_search} onChange={(v) => setS({ logged_out_search: v })} />
          <Check label={<Trans>… only when they come from a traffic source</Trans>} checked={s.logged_out_search_trafficsource} onChange={(v) => setS({ logged_out_search_trafficsource: v })} />
          <Check label={<Trans>Show the site-entry pop-up</Trans>} checked={s.enable_site_entry_popup === 'yes'} onChange={(v) => setS({ enable_site_entry_popup: v ? 'yes' : 'no' })} />
        </div>
      </Section>

      <Section title={<Trans>Brand and texts</Trans>}>
        <Field path="brand.primary" label={<Trans>Primary colour</Trans>}>
          {(p) => <input {...p} type="color" value={f.brand.primary} onChange={(e) => set({ brand: { ...f.brand, primary: e.target.value } })} />}
        </Field>
        <Field path="brand.secondary" label={<Trans>Secondary colour</Trans>}>
          {(p) => <input {...p} type="color" value={f.brand.secondary} onChange={(e) => set({ brand: { ...f.brand, secondary: e.target.value } })} />}
        </Field>
        <Field path="brand.logo" label={<Trans>Logo address</Trans>} hint={<Trans>An https address or a path on this server; empty shows the site's initial.</Trans>}>
          {(p) => <input {...p} value={f.brand.logo} spellCheck={false} onChange={(e) => set({ brand: { ...f.brand, logo: e.target.value } })} />}
        </Field>
        <Field path="settings.cdn_prefix" label={<Trans>Media address prefix</Trans>} hint={<Trans>Empty serves photos from this server.</Trans>}>
          {(p) => <input {...p} value={s.cdn_prefix} spellCheck={false} onChange={(e) => setS({ cdn_prefix: e.target.value })} />}
        </Field>
      </Section>

      <SiteTextsFields form={f} onChange={(texts) => set({ texts })} />

      <Section title={<Trans>Credits and prices</Trans>}>
        {(
          [
            ['message_credits', msg`Credits per message`],
            ['photo_credits', msg`Credits per photo`],
            ['gift_credits', msg`Credits per gift`],
            ['signup_credits', msg`Credits at signup`],
            ['message_length', msg`Longest message (characters)`],
            ['refund_days', msg`Refunds within (days)`],
          ] as const
        ).map(([key, label]) => (
          <Field key={key} path={`settings.${key}`} label={i18n._(label)}>
            {(p) => <input {...p} type="number" inputMode="numeric" min={0} value={Number.isNaN(s[key]) ? '' : s[key]} onChange={(e) => setS({ [key]: numberOf(e.target.value) })} />}
          </Field>
        ))}
        <div className="adm-site-checkcol">
          <Check label={<Trans>Members may resell credits</Trans>} checked={s.member_resell} onChange={(v) => setS({ member_resell: v })} />
        </div>
        <fieldset className="adm-site-costs">
          <legend>
            <Trans>Minimum message cost per country</Trans>
          </legend>
          {countries.length === 0 ? <p className="adm-muted">{t`Enter the site's countries first.`}</p> : null}
          {countries.map((country) => {
            const cost = s.minimum_message_costs[country] ?? { costs: 0, currency: 'EUR' };
            const put = (next: typeof cost) => setS({ minimum_message_costs: { ...s.minimum_message_costs, [country]: next } });
            return (
              <div key={country} className="adm-site-cost">
                <Field path={`settings.minimum_message_costs.${country}.costs`} label={t`Cost in ${country}`}>
                  {(p) => <input {...p} type="number" min={0} step="0.01" value={Number.isNaN(cost.costs) ? '' : cost.costs} onChange={(e) => put({ ...cost, costs: numberOf(e.target.value) })} />}
                </Field>
                <Field path={`settings.minimum_message_costs.${country}.currency`} label={t`Currency in ${country}`}>
                  {(p) => <input {...p} value={cost.currency} maxLength={3} spellCheck={false} onChange={(e) => put({ ...cost, currency: e.target.value })} />}
                </Field>
              </div>
            );
          })}
        </fieldset>
      </Section>

      <Section title={<Trans>Profiles and search</Trans>}>
        <CheckList path="settings.search_fields" legend={<Trans>Search filters</Trans>} names={searchFieldNames} labelOf={(n) => i18n._(searchLabels[n])} chosen={s.search_fields} onChange={(v) => setS({ search_fields: v })} />
        <CheckList path="settings.visible_profile_fields" legend={<Trans>Facts a profile shows</Trans>} names={profileFieldNames} labelOf={(n) => i18n._(profileLabels[n])} chosen={s.visible_profile_fields} onChange={(v) => setS({ visible_profile_fields: v })} />
        <div className="adm-site-checkcol">
          <Check label={<Trans>Profiles show their notes</Trans>} checked={s.visible_profile_notes} onChange={(v) => setS({ visible_profile_notes: v })} />
        </div>
      </Section>

      <Section title={<Trans>Fictional profiles</Trans>}>
        <Field path="settings.fictional_icon" label={<Trans>Icon</Trans>}>
          {(p) => <input {...p} value={s.fictional_icon} onChange={(e) => setS({ fictional_icon: e.target.value })} />}
        </Field>
      </Section>

      <Section title={<Trans>Support and moderation</Trans>}>
        <Field path="settings.support_email" label={<Trans>Support e-mail address</Trans>}>
          {(p) => <input {...p} type="email" value={s.support_email} onChange={(e) => setS({ support_email: e.target.value })} />}
        </Field>
        <Field path="settings.support_phone" label={<Trans>Support phone</Trans>}>
          {(p) => <input {...p} type="tel" value={s.support_phone} onChange={(e) => setS({ support_phone: e.target.value })} />}
        </Field>
        <Field path="photo_moderation" label={<Trans>New photos</Trans>}>
          {(p) => (
            <select {...p} value={f.photo_moderation} onChange={(e) => set({ photo_moderation: e.target.value === 'pre' ? 'pre' : 'post' })}>
              <option value="post">{t`Shown at once, reviewed afterwards`}</option>
              <option value="pre">{t`Shown after approval`}</option>
            </select>
          )}
        </Field>
        {filterKinds.map((kind) => (
          <Field key={kind} path={`contact_filter.${kind}`} label={contactFilterLabel(kind)}>
            {(p) => (
              <select {...p} value={f.contact_filter[kind]} onChange={(e) => set({ contact_filter: { ...f.contact_filter, [kind]: FilterAction.parse(e.target.value) } })}>
                {FilterAction.options.map((a) => (
                  <option key={a} value={a}>
                    {i18n._(actionLabels[a])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </Section>
    </>
  );
}

/** The site the draft describes, as the server takes it. */
export function formOfDraft(draft: Draft): SiteForm {
  const countries = listOf(draft.countriesText);
  const costs = Object.fromEntries(
    countries.flatMap((c) => {
      const cost = draft.form.settings.minimum_message_costs[c];
      return cost ? [[c, cost] as const] : [];
    }),
  );
  return { ...draft.form, hosts: listOf(draft.hostsText), countries, settings: { ...draft.form.settings, minimum_message_costs: costs } };
}

export const nicheName = (id: number): string => niches[id as NicheId] ?? String(id);
