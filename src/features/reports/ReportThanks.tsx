import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal.tsx';

/** The confirmation of a filed report (decision 123). */
export default function ReportThanks({ name, blocked, onClose }: { name: string; blocked: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Thank you for your report`} size="sm" onEscape={onClose}>
      <p role="status" className="report-done">
        <Trans>Our team will look at it soon. {name} is not told who reported them.</Trans>
      </p>
      {blocked && (
        <p className="report-done">
          <Trans>You have blocked {name}: they can no longer see you or write to you.</Trans>
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      </div>
    </Modal>
  );
}
