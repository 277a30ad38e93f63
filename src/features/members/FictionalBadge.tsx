import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../db/index.ts';
import './FictionalBadge.css';

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

/** The site's warning below a list that holds a fictional profile, its icon first; nothing before the site's settings are in. */
export function FictionalWarning({ className }: { className?: string }) {
  const settings = useSettings();
  if (!settings?.fictional_warning) return null;
  return (
    <p className={className ? `fictional-warning ${className}` : 'fictional-warning'}>
      <span aria-hidden="true">{settings.fictional_icon}</span> {settings.fictional_warning}
    </p>
  );
}
