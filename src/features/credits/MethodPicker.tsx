import { useLingui } from '@lingui/react/macro';
import type { PaymentMethodId, PaymentMethodInfo } from '../../contract/index.ts';
import { methodName } from '../../i18n/paymentMethodNames.ts';
import { PaymentLogo } from './PaymentLogo.tsx';

interface Props {
  methods: PaymentMethodInfo[];
  value: PaymentMethodId | null;
  onChange: (method: PaymentMethodId) => void;
}

/** The payment methods of the member's country as a radio group with logos. */
export function MethodPicker({ methods, value, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="method-picker">
      <legend>{t`Choose a payment method`}</legend>
      <div className="method-grid">
        {methods.map((m) => (
          <label key={m.id} className={`method-option${value === m.id ? ' is-selected' : ''}`}>
            <input type="radio" name="paymentmethod" value={m.id} checked={value === m.id} onChange={() => onChange(m.id)} />
            <PaymentLogo method={m.id} />
            <span className="method-name">{methodName(i18n, m.id)}</span>
            {m.brands.length > 0 && <span className="method-brands">{m.brands.map((b) => b.toUpperCase()).join(' · ')}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
