import { saveDismissal } from './dismissal.ts';

/**
 * The server paints the site-entry warning into its pages (decision 093). From the moment the
 * app's script runs until the app renders its own dialog in its place, the painted dialog's Enter
 * answers here: it remembers the consent and takes the dialog away, and the app's dialog, even one
 * already rendered but not yet on screen, then stays away (dismissal.ts). Its Leave is answered by
 * public/app-after-paint.js, which runs before the app (on /login and /signup the app starts only
 * at the visitor's first interaction, decision 151).
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
    }
  });
}
