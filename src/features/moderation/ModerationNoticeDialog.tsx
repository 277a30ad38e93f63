import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberNotice, SessionEndedNotice, WarningCategory } from '../../contract/moderationNotices.ts';
import { useAllMessages } from '../../i18n/i18n.ts';
import { errorMessage } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import '../../ui/Button.css';
import './moderationNotice.css';

interface Props {
  /** a moderator ended the session: the notice the login shows, at once (decision 133) */
  ended: SessionEndedNotice | null;
  /** a moderator's warning the member has not dismissed yet */
  warning: MemberNotice | null;
  onClose: () => void;
}

/** The warning's category in the member's language. */
function useCategoryLabel(): (category: WarningCategory) => string {
  const { t } = useLingui();
  const labels: Record<WarningCategory, string> = {
    harassment: t`Harassment, insults or threats`,
    sexual_content: t`Unwanted sexual content`,
    contact_details: t`Sharing contact details or pushing to other apps`,
    scam: t`Scam or asking for money`,
    spam: t`Spam or advertising`,
    fake_profile: t`Fake profile or someone else's photos`,
    other: t`Breaking our house rules`,
  };
  return (category) => labels[category];
}

/** The moderators' notice (decision 133): why the session ended, or a warning. Shown once. */
export default function ModerationNoticeDialog({ ended, warning, onClose }: Props) {
  const { t, i18n } = useLingui();
  const ready = useAllMessages(true);
  const categoryLabel = useCategoryLabel();
  if (!ready) return null;
  if (ended) {
    const { at: _at, ...error } = ended;
    return (
      <Modal title={t`You have been logged out`} size="sm" onEscape={onClose}>
        <p className="moderation-notice-text">{errorMessage(i18n, error)}</p>
        <div className="moderation-notice-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            <Trans>OK</Trans>
          </button>
        </div>
      </Modal>
    );
  }
  if (!warning) return null;
  const dismiss = () => {
    onClose();
    void actions.dismissNotice(warning.id);
  };
  const category = categoryLabel(warning.category);
  const reason = warning.reason;
  return (
    <Modal title={t`A warning from our moderators`} size="sm">
      <p className="moderation-notice-text">
        <Trans>Reason: {category}</Trans>
      </p>
      {reason ? (
        <p className="moderation-notice-text">
          <Trans>The moderator’s note: “{reason}”</Trans>
        </p>
      ) : null}
      <p className="moderation-notice-text">
        <Trans>Please keep to our house rules. If it happens again, your account may be suspended.</Trans>
      </p>
      <div className="moderation-notice-actions">
        <button type="button" className="btn btn-primary" onClick={dismiss}>
          <Trans>I understand</Trans>
        </button>
      </div>
    </Modal>
  );
}
