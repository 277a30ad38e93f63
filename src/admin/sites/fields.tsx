import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { StaffApiError } from '../api.ts';

/** The server's issues of a refused save (`invalid_request`), by field path without the `site.` prefix. */
export type FieldIssues = ReadonlyMap<string, string>;
export const IssuesContext = createContext<FieldIssues>(new Map());

export function issuesOf(failure: unknown): FieldIssues {
  const out = new Map<string, string>();
  if (!(failure instanceof StaffApiError) || failure.answer.error !== 'invalid_request') return out;
  const issues = 'issues' in failure.answer ? (failure.answer.issues ?? []) : [];
  for (const issue of issues) out.set(issue.path.replace(/^site\./, ''), issue.code);
  return out;
}

/** The issue of a field: its own, or one of a part of it (`hosts.2` belongs to `hosts`). */
function issueAt(issues: FieldIssues, path: string): string | undefined {
  for (const [p, code] of issues) if (p === path || p.startsWith(`${path}.`)) return code;
  return undefined;
}

/** A translated sentence for a field the server refused (decision 127: inline errors from its codes). */
export function fieldMessage(i18n: I18n, path: string, code: string): string {
  if (path === 'hosts') return i18n._(msg`Enter host names in lowercase, such as www.example.com, one per line, each once and without a port.`);
  if (path === 'countries') return i18n._(msg`Enter two-letter country codes in capitals, such as DE, each once.`);
  if (path.startsWith('settings.minimum_message_costs')) return i18n._(msg`Enter a cost of 0 or more and a three-letter currency such as EUR for each country of the site.`);
  if (path.startsWith('brand.primary') || path.startsWith('brand.secondary')) return i18n._(msg`Choose a colour.`);
  if (path === 'settings.support_email') return i18n._(msg`Enter a valid e-mail address.`);
  if (path === 'company_id') return i18n._(msg`Choose a company.`);
  // decision 173: the default language's title and sender name are every other language's fallback
  if (path.startsWith('texts.') && code === 'too_small') return i18n._(msg`The default language needs this text: the other languages show it where theirs is missing.`);
  if (code === 'too_small') return i18n._(msg`This is too small or empty.`);
  if (code === 'too_big') return i18n._(msg`This is too large or too long.`);
  return i18n._(msg`Please check this value.`);
}

interface FieldProps {
  /** the field's path in the form, as the server names it (`settings.message_credits`) */
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A labelled control with its hint and, after a refused save, its own error. */
export function Field({ path, label, hint, children }: FieldProps) {
  const { i18n } = useLingui();
  const issues = useContext(IssuesContext);
  const id = useId();
  const code = issueAt(issues, path);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = code ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': code !== undefined, 'aria-describedby': described })}
      {hint ? (
        <span id={hintId} className="adm-small adm-muted">
          {hint}
        </span>
      ) : null}
      {code ? (
        <span id={errorId} className="adm-site-field-error">
          {fieldMessage(i18n, path, code)}
        </span>
      ) : null}
    </div>
  );
}

/** A checkbox with its label on the right. */
export function Check({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="adm-site-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** A group of checkboxes for a list of names (search fields, profile fields, languages). */
export function CheckList<T extends string>({
  path,
  legend,
  names,
  labelOf,
  chosen,
  onChange,
}: {
  path: string;
  legend: ReactNode;
  names: readonly T[];
  labelOf: (name: T) => string;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}) {
  const { i18n } = useLingui();
  const code = issueAt(useContext(IssuesContext), path);
  return (
    <fieldset className="adm-site-checks">
      <legend>{legend}</legend>
      {names.map((name) => (
        <Check key={name} label={labelOf(name)} checked={chosen.includes(name)} onChange={(on) => onChange(on ? names.filter((n) => n === name || chosen.includes(n)) : chosen.filter((n) => n !== name))} />
      ))}
      {code ? <span className="adm-site-field-error">{fieldMessage(i18n, path, code)}</span> : null}
    </fieldset>
  );
}

/** A section of the form with its heading. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="adm-card adm-section adm-site-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="adm-form-grid adm-site-grid">{children}</div>
    </section>
  );
}

/** A number input's value: a number, or NaN for an empty field (the server refuses it by path). */
export const numberOf = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));
