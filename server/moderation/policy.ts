import { MASK_TOKEN, type FilterAction } from '../../src/contract/reports.ts';
import { FILTER_KINDS, kindsIn, maskText, scanText, type FilterKind } from './contactFilter.ts';

/** Per site and per kind what the filter does (decision 122; sites.contact_filter, migration 0020). */
export type ContactFilterPolicy = Record<FilterKind, FilterAction>;

/** The defaults migration 0020 gives every site: contact details masked, scams held for review. */
export const DEFAULT_CONTACT_FILTER: ContactFilterPolicy = { phone: 'mask', email: 'mask', messenger: 'mask', link: 'mask', scam: 'hold' };

export interface FilterVerdict {
  /** 'hold' when any kind found is held; else 'mask' when any is masked; else 'allow' */
  action: FilterAction;
  /** every kind found (allowed ones included) */
  kinds: FilterKind[];
  /** the text the receiver sees: the masked kinds replaced by MASK_TOKEN (the text itself when nothing is masked) */
  shown: string;
}

/** A policy read from the database, each kind falling back to the default when missing or unknown. */
export function policyOf(stored: Partial<Record<string, unknown>> | null | undefined): ContactFilterPolicy {
  const policy = { ...DEFAULT_CONTACT_FILTER };
  for (const kind of FILTER_KINDS) {
    const value = stored?.[kind];
    if (value === 'allow' || value === 'mask' || value === 'hold') policy[kind] = value;
  }
  return policy;
}

/** The filter's verdict on one text under a site's policy. */
export function judgeText(text: string, stored: Partial<Record<string, unknown>> | null | undefined): FilterVerdict {
  const findings = scanText(text);
  if (findings.length === 0) return { action: 'allow', kinds: [], shown: text };
  const policy = policyOf(stored);
  const kinds = kindsIn(findings);
  const actions = kinds.map((k) => policy[k]);
  const masked = findings.filter((f) => policy[f.kind] === 'mask');
  const shown = masked.length > 0 ? maskText(text, masked, MASK_TOKEN) : text;
  const action: FilterAction = actions.includes('hold') ? 'hold' : actions.includes('mask') ? 'mask' : 'allow';
  return { action, kinds, shown };
}

/**
 * The contact kinds a name or city holds that the site's policy does not allow (decision 170): such
 * a field is refused, not masked. Scam patterns are not judged in these short fields ("Iban" is a
 * name); moderators see names and cities.
 */
export function fieldContactKinds(text: string, stored: Partial<Record<string, unknown>> | null | undefined): FilterKind[] {
  const policy = policyOf(stored);
  return kindsIn(scanText(text)).filter((kind) => kind !== 'scam' && policy[kind] !== 'allow');
}
