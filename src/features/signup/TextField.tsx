import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  invalid?: boolean;
}

/** A labelled input in the shared `.field` style. */
export function TextField({ id, label, invalid, ...input }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={invalid || undefined} {...input} />
    </div>
  );
}
