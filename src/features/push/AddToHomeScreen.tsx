import { Trans } from '@lingui/react/macro';

/** The share sheet's icon as iOS draws it: a box with an arrow up. */
export function ShareIcon() {
  return (
    <svg className="share-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M12 3v12M8 7l4-4 4 4M8 11H6v9h12v-9h-2" />
    </svg>
  );
}

/**
 * How to install where the browser has no install prompt of its own (an iPhone or iPad: every
 * browser there is WebKit): Share, then Add to Home Screen (decision 172).
 */
export function AddToHomeScreen() {
  return (
    <span className="add-to-home-screen">
      <Trans>
        To install it, tap Share <ShareIcon /> and then Add to Home Screen.
      </Trans>
    </span>
  );
}
