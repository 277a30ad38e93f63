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
      className="mem-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`} className="mem-dialog-body">
        {children}
      </div>
      <div className="mem-dialog-buttons">
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
