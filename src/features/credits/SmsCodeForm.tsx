import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

interface Props {
  phoneHint: string;
  busy: boolean;
  onSubmit: (otp: string) => void;
}

/** Step 2: the 6-digit code texted to the member's phone. */
export function SmsCodeForm({ phoneHint, busy, onSubmit }: Props) {
  const { t } = useLingui();
  const [otp, setOtp] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(otp.replace(/\s+/g, ''));
  };
  return (
    <form onSubmit={submit} className="sms-form">
      <p>
        <Trans>We sent a code by text message to your phone ending in {phoneHint}.</Trans>
      </p>
      <label htmlFor="dd-otp">{t`SMS code`}</label>
      <input id="dd-otp" value={otp} onChange={(e) => setOtp(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={8} required />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        <Trans>Confirm payment</Trans>
      </button>
    </form>
  );
}
