import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/Icon.tsx';

/** Shown when what is on screen was stored earlier and the network cannot refresh it now. */
export function OfflineNote({ fetchedAt }: { fetchedAt: number | null }) {
  const { i18n } = useLingui();
  const when = fetchedAt ? i18n.date(new Date(fetchedAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <p className="offline-note" role="status">
      <Icon name="wifiOff" size={18} />
      {when ? <Trans>Offline: showing what you saw on {when}.</Trans> : <Trans>Offline: this page could not be loaded.</Trans>}
    </p>
  );
}
