import { useLingui } from '@lingui/react/macro';
import type { DirectDebitRequest } from '../../contract/index.ts';

export type DirectDebitForm = Omit<DirectDebitRequest, 'order_id'>;
type Field = keyof DirectDebitForm;

interface Props {
  form: DirectDebitForm;
  invalid: ReadonlySet<Field>;
  onChange: (field: Field, value: string) => void;
}

/** The direct-debit form fields of SPEC §3, each labelled and marked when invalid. */
export function DirectDebitFields({ form, invalid, onChange }: Props) {
  const { t } = useLingui();
  const fields: Array<{ name: Field; label: string; autoComplete: string; inputMode?: 'tel' | 'numeric' | 'text'; wide?: boolean }> = [
    { name: 'account_holder', label: t`Account holder`, autoComplete: 'name', wide: true },
    { name: 'iban', label: t`IBAN`, autoComplete: 'off', wide: true },
    { name: 'street', label: t`Street`, autoComplete: 'address-line1' },
    { name: 'house_number', label: t`House number`, autoComplete: 'off' },
    { name: 'zip', label: t`Postcode`, autoComplete: 'postal-code' },
    { name: 'city', label: t`City`, autoComplete: 'address-level2' },
    { name: 'phone', label: t`Mobile phone`, autoComplete: 'tel', inputMode: 'tel', wide: true },
  ];
  return (
    <div className="dd-grid">
      {fields.map((f) => (
        <div key={f.name} className={`form-field${f.wide ? ' wide' : ''}`}>
          <label htmlFor={`dd-${f.name}`}>{f.label}</label>
          <input
            id={`dd-${f.name}`}
            name={f.name}
            value={form[f.name]}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            aria-invalid={invalid.has(f.name) ? true : undefined}
            onChange={(e) => onChange(f.name, e.target.value)}
            required
          />
        </div>
      ))}
    </div>
  );
}
