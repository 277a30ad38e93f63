import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  AdjustCreditsAnswer,
  adminMemberPath,
  CREDIT_ADJUSTMENT_MAX,
  CREDIT_REASON_MAX,
  CREDIT_REASON_MIN,
  MemberActionAnswer,
  type AdminMembersAction,
  type MemberDetail,
} from '../../contract/adminMembers.ts';
import { staffCall } from '../api.ts';
import { useStaffAction } from '../kit/action.ts';
import { ConfirmDialog } from '../kit/Confirm.tsx';
import { Failure } from '../kit/Load.tsx';
import { mayUse, useStaffSession } from '../session.ts';

type Simple = Exclude<AdminMembersAction, 'credits'>;
type Pending = { kind: 'credits'; amount: number; reason: string } | { kind: Simple };

/**
 * The member's actions (decision 129), each behind a confirmation: support and admin resend the
 * activation mail and end sessions; only admins adjust credits, start the deletion or the export.
 * The server decides too; this only leaves out what the role cannot do.
 */
export function ActionsPanel({ member, onDone }: { member: MemberDetail; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const { me } = useStaffSession();
  const isAdmin = mayUse(me.staff.role, ['admin']);
  const [pending, setPending] = useState<Pending | null>(null);
  const action = useStaffAction();
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // one key per adjustment: a retry or a double click books it once
  const [key, setKey] = useState(() => crypto.randomUUID());
  const deleting = member.status === 'pending_deletion';

  const review = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(amount);
    if (!Number.isInteger(n) || n < 1 || n > CREDIT_ADJUSTMENT_MAX || reason.trim().length < CREDIT_REASON_MIN) {
      action.fail(t`Enter a whole number of credits from 1 to ${CREDIT_ADJUSTMENT_MAX} and a reason of at least ${CREDIT_REASON_MIN} characters.`);
      return;
    }
    action.fail(null);
    setPending({ kind: 'credits', amount: direction === 'add' ? n : -n, reason: reason.trim() });
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'credits') {
      await action.run(
        () => staffCall(AdjustCreditsAnswer, adminMemberPath('credits', member.id), { method: 'POST', body: { amount: pending.amount, reason: pending.reason, key } }),
        (done) => {
          setAmount('');
          setReason('');
          setKey(crypto.randomUUID());
          onDone(t`Credits adjusted. The balance is now ${done.credits}.`);
        },
      );
    } else {
      await action.run(
        () => staffCall(MemberActionAnswer, adminMemberPath(pending.kind, member.id), { method: 'POST', body: {} }),
        (done) => {
          const ended = done.ended ?? 0;
          onDone(
            pending.kind === 'activationMail'
              ? t`The activation mail is on its way to ${member.email}.`
              : pending.kind === 'endSessions'
                ? t`${ended} sessions ended; the member is logged out everywhere.`
                : pending.kind === 'deletion'
                  ? t`The deletion has started. The member was mailed a link to undo it.`
                  : t`The export is being prepared; the member gets a mail when it is ready.`,
          );
        },
      );
    }
    setPending(null);
  };

  const ask = (kind: Simple) => () => setPending({ kind });
  return (
    <section className="adm-card mem-actions" aria-labelledby="mem-actions-title">
      <h2 id="mem-actions-title">
        <Trans>Actions</Trans>
      </h2>
      <Failure message={action.error} kept />
      <div className="mem-action-buttons">
        {member.status === 'not_confirmed' ? (
          <button type="button" className="btn btn-outline adm-btn-sm" onClick={ask('activationMail')}>
            <Trans>Resend activation mail</Trans>
          </button>
        ) : null}
        <button type="button" className="btn btn-outline adm-btn-sm" onClick={ask('endSessions')}>
          <Trans>End all sessions</Trans>
        </button>
        {isAdmin && !deleting ? (
          <button type="button" className="btn btn-outline adm-btn-sm" onClick={ask('dataExport')}>
            <Trans>Start data export</Trans>
          </button>
        ) : null}
        {isAdmin && !deleting ? (
          <button type="button" className="btn btn-outline adm-btn-sm btn-danger" onClick={ask('deletion')}>
            <Trans>Start account deletion</Trans>
          </button>
        ) : null}
      </div>

      {isAdmin ? (
        <form className="adm-form mem-credits-form" onSubmit={review} noValidate aria-labelledby="mem-credits-title">
          <h3 id="mem-credits-title">
            <Trans>Adjust credits</Trans>
          </h3>
          <div className="mem-credits-fields">
            <label className="adm-field">
              <Trans>Change</Trans>
              <select value={direction} onChange={(e) => setDirection(e.target.value === 'take' ? 'take' : 'add')}>
                <option value="add">{t`Add credits`}</option>
                <option value="take">{t`Take credits away`}</option>
              </select>
            </label>
            <label className="adm-field">
              <Trans>Credits</Trans>
              <input type="number" inputMode="numeric" min={1} max={CREDIT_ADJUSTMENT_MAX} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
            </label>
            <label className="adm-field mem-credits-reason">
              <Trans>Reason (kept in the ledger)</Trans>
              <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={CREDIT_REASON_MAX} />
            </label>
          </div>
          <button type="submit" className="btn btn-primary adm-btn-sm mem-credits-submit">
            <Trans>Review adjustment…</Trans>
          </button>
        </form>
      ) : null}

      {pending ? (
        <ConfirmDialog
          title={
            pending.kind === 'credits'
              ? pending.amount > 0
                ? t`Add ${pending.amount} credits to ${member.name}?`
                : t`Take ${-pending.amount} credits from ${member.name}?`
              : pending.kind === 'activationMail'
                ? t`Send the activation mail again?`
                : pending.kind === 'endSessions'
                  ? t`End all sessions of ${member.name}?`
                  : pending.kind === 'deletion'
                    ? t`Start the deletion of ${member.name}'s account?`
                    : t`Start a data export for ${member.name}?`
          }
          confirmLabel={pending.kind === 'credits' ? t`Confirm adjustment` : pending.kind === 'deletion' ? t`Start deletion` : t`Confirm`}
          danger={pending.kind === 'deletion' || (pending.kind === 'credits' && pending.amount < 0)}
          busy={action.busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          {pending.kind === 'credits' ? (
            <p>
              <Trans>
                The balance goes from {member.credits} to {member.credits + pending.amount}. Reason: {pending.reason}
              </Trans>
            </p>
          ) : pending.kind === 'activationMail' ? (
            <p>
              <Trans>A new activation link goes to {member.email}.</Trans>
            </p>
          ) : pending.kind === 'endSessions' ? (
            <p>
              <Trans>The member is logged out on every device and has to log in again.</Trans>
            </p>
          ) : pending.kind === 'deletion' ? (
            <p>
              <Trans>The account is hidden and logged out now, and erased after the reactivation window. The member is mailed a link to undo it.</Trans>
            </p>
          ) : (
            <p>
              <Trans>The member's own export (at most one a day): the member gets a mail when it is ready and downloads it while logged in. Staff never receive the file.</Trans>
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
