import { saveDismissal } from './dismissal.ts';

/**
 * The server paints the site-entry warning into the home page (decision 093). From the moment the
 * app's script runs until the app renders its own dialog in its place, the painted dialog's
 * buttons answer here: Enter remembers the consent and takes the dialog away, Leave goes back.
 */
let painted = false;

/** Whether the page arrived with the warning painted (the app's dialog then replaces it without animating). */
export function entryWarningWasPainted(): boolean {
  return painted;
}

export function handleServerEntryWarning(doc: Document = document): void {
  const dialog = doc.querySelector<HTMLElement>('[data-ssr-entry-warning]');
  if (!dialog) return;
  painted = true;
  dialog.addEventListener('click', (event) => {
    const choice = (event.target as Element | null)?.closest('[data-entry]')?.getAttribute('data-entry');
    if (choice === 'enter') {
      // the form would post it to the server (the way in before this script ran): not needed now
      event.preventDefault();
      saveDismissal();
      dialog.remove();
    } else if (choice === 'leave') {
      if (history.length > 1) history.back();
      else window.close();
    }
  });
}
