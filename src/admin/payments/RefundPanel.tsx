import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { adminRefundPath, RefundAnswer, type AdminPayment } from '../../contract/adminPayments.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { useFormat } from '../kit/format.tsx';
import { Failure } from '../kit/Load.tsx';

/**
 * An admin's refund of one payment (decision 130): the full amount through the provider, the
 * purchase's credits taken back (the balance may go below zero), a reason kept with the refund's ledger line.
 * The button stays disabled while the call runs; the server refunds once however often it is asked.
 */
export function RefundPanel({ payment, onDone, onCancel }: { payment: AdminPayment; onDone: (payment: AdminPayment, message: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [reason, setReason] = useState('');
  const action = useStaffAction();
  const busy = action.busy;
  useEffect(() => heading.current?.focus(), []);

  const amount = useFormat().money(payment.amount, payment.currency);
  const credits = payment.credits;
  const name = payment.member.name;
  const after = payment.member.credits - payment.credits;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void action.run(
      () => staffCall(RefundAnswer, adminRefundPath(payment.id), { method: 'POST', body: { reason } }),
      (answer) => onDone(answer.payment, answer.refunded_now ? t`Refunded ${amount} to ${name}.` : t`This payment was refunded already; nothing was done again.`),
    );
  };
  return (
    <section className="adm-card pay-refund" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        <Trans>
          Refund {amount} to {name}
        </Trans>
      </h2>
      <p>
        <Trans>
          The full amount goes back through the payment provider. The {credits} credits of this purchase are taken back; the member's balance
          will be {after}.
        </Trans>
      </p>
      {after < 0 ? (
        <p className="pay-warning">
          <Trans>The balance will be below zero: the member cannot send messages until they buy credits again.</Trans>
        </p>
      ) : null}
      <form className="adm-form" onSubmit={submit}>
        <label className="adm-field" htmlFor={`${id}-reason`}>
          <Trans>Reason (kept with the refund)</Trans>
          <textarea id={`${id}-reason`} className="pay-reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} rows={3} />
        </label>
        <Failure message={action.error} kept />
        <div className="pay-filter-actions">
          <button type="submit" className="btn btn-primary adm-btn-sm" disabled={busy || reason.trim() === ''}>
            {busy ? t`Refunding…` : t`Refund ${amount}`}
          </button>
          <button type="button" className="btn btn-outline adm-btn-sm" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
