import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DiscountCode } from '../../contract/index.ts';
import { errorMessage, type ActionError } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';

interface Props {
  current: DiscountCode | null;
  /** a code from the page's URL (a mail's or an ad's /credits?code=…), applied once on arrival (SPEC §7 discountcode.php) */
  fromLink?: string | undefined;
  /** the link's code was accepted: the caller may drop it from the URL */
  onLinkApplied?: () => void;
}

/** The discount-code field: the server checks the code and stores it for the next order. */
export function DiscountCodeForm({ current, fromLink, onLinkApplied }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const apply = async (value: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const result = await actions.applyDiscountCode(value);
    setBusy(false);
    if (!result.ok) setError(result.error);
    return result.ok;
  };
  const linkApplied = useRef<string | null>(null);
  useEffect(() => {
    const linked = fromLink?.trim();
    if (!linked || linkApplied.current === linked) return;
    linkApplied.current = linked;
    setCode(linked);
    void apply(linked).then((ok) => {
      if (!ok) return;
      setCode('');
      onLinkApplied?.();
    });
  }, [fromLink, onLinkApplied]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    if (await apply(code)) setCode('');
  };
  const percentage = current?.value_percentage;
  // decision 128: a bonus code adds credits instead of a percentage off
  const bonus = current?.bonus_credits ?? null;
  const applied = current?.code;
  return (
    <form className="discount-form card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <label htmlFor={id}>
        <Trans>Discount code</Trans>
      </label>
      <div className="discount-row">
        <input
          id={id}
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
      {applied && bonus !== null && (
        <p className="discount-applied" role="status">
          <Trans>
            Code {applied} applied: {bonus} extra credits with your next order.
          </Trans>
        </p>
      )}
      {applied && bonus === null && percentage !== undefined && (
        <p className="discount-applied" role="status">
          <Trans>
            Code {applied} applied: {percentage}% off your next order.
          </Trans>
        </p>
      )}
    </form>
  );
}
