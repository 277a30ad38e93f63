import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../db/index.ts';

/** The site's fictional icon on a fictional profile, its warning as the accessible name and tooltip. */
export function FictionalBadge() {
  const { t } = useLingui();
  const settings = useSettings();
  const icon = settings?.fictional_icon ?? '✦';
  const warning = settings?.fictional_warning ?? t`This profile is fictional.`;
  return (
    <span className="fictional-badge" role="img" aria-label={warning} title={warning}>
      {icon}
    </span>
  );
}
