import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { DiscountCode } from '../../contract/index.ts';
import { errorMessage, type ActionError } from '../../i18n/errorMessages.ts';
import { applyDiscountCode } from '../../sync/index.ts';

/** The discount-code field: the server checks the code and stores it for the next order. */
export function DiscountCodeForm({ current }: { current: DiscountCode | null }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setError(null);
    const result = await applyDiscountCode(code);
    setBusy(false);
    if (result.ok) setCode('');
    else setError(result.error);
  };
  const percentage = current?.value_percentage;
  const applied = current?.code;
  return (
    <form className="discount-form card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <label htmlFor={id}>
        <Trans>Discount code</Trans>
      </label>
      <div className="discount-row">
        <input
          id={id}
          className={error ? 'is-invalid' : undefined}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t`Enter your code`}
        />
        <button type="submit" className="btn btn-outline" disabled={busy} aria-busy={busy}>
          <Trans>Apply</Trans>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {errorMessage(i18n, error)}
        </p>
      )}
      {applied && percentage !== undefined && (
        <p className="discount-applied" role="status">
          <Trans>
            Code {applied} applied: {percentage}% off your next order.
          </Trans>
        </p>
      )}
    </form>
  );
}
