import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal confirmation (the native <dialog>: focus moves in and is kept there, Escape cancels,
 * focus returns to the button that opened it). `children` says what will happen.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  danger = false,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="adm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`} className="adm-dialog-body">
        {children}
      </div>
      <div className="adm-dialog-buttons">
        <button type="button" className={`btn adm-btn-sm ${danger ? 'btn-danger-solid' : 'btn-primary'}`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-ghost adm-btn-sm" onClick={onCancel} autoFocus>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </dialog>
  );
}

/**
 * A confirmation in the row or form it belongs to: the question, then yes and no. With a
 * question the pair is a group named by it; `submit` makes yes the form's submit button.
 */
export function InlineConfirm({
  question,
  questionClassName = 'adm-small',
  yes,
  no,
  onYes,
  onNo,
  busy = false,
  submit = false,
  size = 'small',
}: {
  question?: ReactNode;
  questionClassName?: string;
  yes: ReactNode;
  no: ReactNode;
  onYes?: () => void;
  onNo: () => void;
  busy?: boolean;
  submit?: boolean;
  size?: 'small' | 'normal';
}) {
  const small = size === 'small' ? ' adm-btn-sm' : '';
  const group = typeof question === 'string' ? { role: 'group', 'aria-label': question } : {};
  return (
    <span className="adm-confirm" {...group}>
      {question !== undefined ? <span className={questionClassName}>{question}</span> : null}
      <button type={submit ? 'submit' : 'button'} className={`btn btn-primary${small}`} onClick={onYes} disabled={busy} aria-busy={submit ? busy : undefined}>
        {yes}
      </button>
      <button type="button" className={`btn btn-ghost${small}`} onClick={onNo}>
        {no}
      </button>
    </span>
  );
}
