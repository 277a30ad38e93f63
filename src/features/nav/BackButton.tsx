import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/Icon.tsx';

/** The installed app has no browser back button; this one shows on profile, likes, credits and payment pages. */
export function BackButton() {
  const { t } = useLingui();
  return (
    <button type="button" className="topbar-button back-button" aria-label={t`Back`} onClick={() => history.back()}>
      <Icon name="back" />
    </button>
  );
}
