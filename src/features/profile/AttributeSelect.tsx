import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

interface Props<V extends string> {
  id: string;
  label: string;
  value: V | null;
  labels: Record<V, MessageDescriptor>;
  onChange: (value: V | null) => void;
  /** false: a value must be chosen (no "not specified") */
  optional?: boolean;
}

/** A labelled select over one attribute's values, with "not specified" unless required. */
export function AttributeSelect<V extends string>({ id, label, value, labels, onChange, optional = true }: Props<V>) {
  const { t, i18n } = useLingui();
  const values = Object.keys(labels) as V[];
  return (
    <div className="mfield">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as V))}>
        {optional && <option value="">{t`Not specified`}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {i18n._(labels[v])}
          </option>
        ))}
      </select>
    </div>
  );
}
