import { useLingui } from '@lingui/react/macro';
import { useSiteTexts } from '../../app/siteTexts.ts';
import { useSettings } from '../../db/index.ts';
import './FictionalBadge.css';

/** The site's fictional icon on a fictional profile, its warning as the accessible name and tooltip. */
export function FictionalBadge() {
  const { t } = useLingui();
  const settings = useSettings();
  const texts = useSiteTexts();
  const icon = settings?.fictional_icon ?? '✦';
  const warning = texts?.fictional_warning || t`This profile is fictional.`;
  return (
    <span className="fictional-badge" role="img" aria-label={warning} title={warning}>
      {icon}
    </span>
  );
}

/** The site's warning below a list that holds a fictional profile, its icon first; nothing before the site's settings are in. */
export function FictionalWarning({ className }: { className?: string }) {
  const settings = useSettings();
  const warning = useSiteTexts()?.fictional_warning;
  if (!settings || !warning) return null;
  return (
    <p className={className ? `fictional-warning ${className}` : 'fictional-warning'}>
      <span aria-hidden="true">{settings.fictional_icon}</span> {warning}
    </p>
  );
}
