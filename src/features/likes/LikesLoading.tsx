import { Trans } from '@lingui/react/macro';

export function LikesLoading() {
  return (
    <div className="loading-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <Trans>Loading likes…</Trans>
    </div>
  );
}
