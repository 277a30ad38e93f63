import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../../contract/reportRules.ts';
import type { ReportReason } from '../../contract/reports.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { MaskedText } from './MaskedText.tsx';
import { useReasonLabel } from './reasonLabels.ts';
import { reportConfirmation } from './reportConfirmation.ts';
import './reports.css';

interface Props {
  memberId: number;
  name: string;
  /** the received message the report is about (attached to the report) */
  message?: { id: string; body: string };
  onClose: () => void;
  /** the report was filed; `blocked` when the member was blocked in the same step */
  onDone?: (blocked: boolean) => void;
}

/** Report a member or one received message (decision 123): a reason, an optional note, block in the same step; then the thanks (ReportConfirmationHost). */
export function ReportDialog({ memberId, name, message, onClose, onDone }: Props) {
  const { t, i18n } = useLingui();
  const label = useReasonLabel();
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [block, setBlock] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setFailure(t`Please choose a reason.`);
      return;
    }
    setSending(true);
    setFailure(null);
    const result = await actions.sendReport({ member_id: memberId, reason, note: note.trim() === '' ? undefined : note, message_id: message?.id, block });
    setSending(false);
    if (!result.ok) {
      setFailure(errorMessage(i18n, result.error, { name }));
      return;
    }
    // the thanks are shown at the app's root: blocking removes this conversation (and this dialog) at once
    reportConfirmation.shown = { name, blocked: result.data.blocked };
    onClose();
    onDone?.(result.data.blocked);
  };

  // in the body: an ancestor of the menus (a card with its own stacking and clipping) must not hold the dialog
  return createPortal(
    <Modal title={message ? t`Report this message` : t`Report ${name}`} size="md" onEscape={onClose}>
      <form className="report-form" onSubmit={(event) => void submit(event)} noValidate>
        {message && (
          <blockquote className="report-quote" aria-label={t`The message you report`}>
            <MaskedText body={message.body} />
          </blockquote>
        )}
        <fieldset className="report-reasons">
          <legend>
            <Trans>What is wrong?</Trans>
          </legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={`report-reason${reason === r ? ' is-checked' : ''}`}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => (setReason(r), setFailure(null))} />
              <span>{label(r)}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={noteId} className="report-note-label">
          <Trans>Anything else we should know? (optional)</Trans>
        </label>
        <textarea id={noteId} className="report-note" rows={3} maxLength={REPORT_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
        <label className="report-block">
          <input type="checkbox" checked={block} onChange={(event) => setBlock(event.target.checked)} />
          <span>
            <Trans>Also block {name}</Trans>
          </span>
        </label>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
          </button>
        </div>
      </form>
    </Modal>,
    document.body,
  );
}
