import { membersOnly } from './ShopLoginPrompt.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import { checkIban, normalizePhone } from '../../contract/index.ts';
import { useCreditOrder } from '../../db/index.ts';
import { errorMessage, type ActionError } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';
import { DirectDebitFields, type DirectDebitForm } from './DirectDebitFields.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { SmsCodeForm } from './SmsCodeForm.tsx';
import '../../ui/Button.css';
import './credits.css';

const empty: DirectDebitForm = { account_holder: '', iban: '', street: '', house_number: '', zip: '', city: '', phone: '' };

function localProblems(form: DirectDebitForm): Set<keyof DirectDebitForm> {
  const bad = new Set<keyof DirectDebitForm>();
  for (const [key, value] of Object.entries(form) as Array<[keyof DirectDebitForm, string]>) if (!value.trim()) bad.add(key);
  if (form.iban && !checkIban(form.iban).ok) bad.add('iban');
  if (form.phone && !/^\+?\d{8,15}$/.test(normalizePhone(form.phone))) bad.add('phone');
  return bad;
}

/** /directdebit?order=: SEPA direct debit with the form, then the SMS code. */
function DirectDebitScreen() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const orderId = Number(new URLSearchParams(useSearch()).get('order'));
  const order = useCreditOrder(orderId);
  const [form, setForm] = useState(empty);
  const [invalid, setInvalid] = useState<Set<keyof DirectDebitForm>>(new Set());
  const [mandate, setMandate] = useState<{ id: string; hint: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  useEffect(() => {
    if (orderId > 0) void actions.loadOrder(orderId);
  }, [orderId]);

  const onStart = async (event: FormEvent) => {
    event.preventDefault();
    const problems = localProblems(form);
    setInvalid(problems);
    if (problems.size > 0) {
      setError(problems.has('iban') && problems.size === 1 ? { error: 'iban_invalid' } : { error: 'invalid_request' });
      return;
    }
    setBusy(true);
    setError(null);
    const result = await actions.startDirectDebit({ ...form, phone: normalizePhone(form.phone), order_id: orderId });
    setBusy(false);
    if (result.ok) setMandate({ id: result.data.mandate_id, hint: result.data.phone_hint });
    else {
      setError(result.error);
      const paths = 'issues' in result.error ? (result.error.issues ?? []).map((i) => i.path) : [];
      setInvalid(new Set(paths.filter((p): p is keyof DirectDebitForm => p in empty)));
    }
  };
  const onConfirm = async (otp: string) => {
    if (!mandate) return;
    setBusy(true);
    setError(null);
    const result = await actions.confirmDirectDebit({ mandate_id: mandate.id, otp });
    setBusy(false);
    if (result.ok) navigate(links.transactions(result.data.payment_id));
    else setError(result.error);
  };

  return (
    <div className="container page credits-page directdebit-page">
      <h1>
        <Trans>Pay by direct debit</Trans>
      </h1>
      {order && <OrderSummary order={order} />}
      <section className="card">
        {error && (
          <p className="alert alert-danger" role="alert">
            {errorMessage(i18n, error)}
          </p>
        )}
        {mandate ? (
          <SmsCodeForm phoneHint={mandate.hint} busy={busy} onSubmit={(otp) => void onConfirm(otp)} />
        ) : (
          <form onSubmit={(e) => void onStart(e)} noValidate>
            <DirectDebitFields form={form} invalid={invalid} onChange={(field, value) => setForm({ ...form, [field]: value })} />
            <p className="muted small">
              <Trans>By continuing you authorise us to collect this amount from your account by SEPA direct debit.</Trans>
            </p>
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy || !(orderId > 0)} aria-busy={busy}>
              <Trans>Send SMS code</Trans>
            </button>
          </form>
        )}
      </section>
    </div>
  );
}

export default membersOnly(DirectDebitScreen);
