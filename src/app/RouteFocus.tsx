import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long a new screen may take to show its heading (a lazy chunk, then its data). */
const WAIT_MS = 5000;

function visible(el: Element): boolean {
  return el.getClientRects().length > 0;
}

/** The new screen's level-one heading in the main region, or the main region itself. */
function target(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main#main');
  const heading = main ? Array.from(main.querySelectorAll<HTMLElement>('h1')).find(visible) : undefined;
  return heading ?? null;
}

/**
 * After a client-side navigation, focus moves to the new screen's level-one heading (or the main
 * region when it has none), as a page load would start a screen reader there, and a keyboard user
 * does not stay on a link of the old screen (docs/decisions/119-accessible-members-area.md). Not on the
 * first page load, not when the new screen put focus somewhere itself (a dialog, a field).
 */
export function RouteFocus() {
  const [location] = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const from = document.activeElement;
    const movedElsewhere = () => {
      const now = document.activeElement;
      if (!now || now === document.body || now === from) return false;
      // the screen (or the member) chose a place: a dialog, a field, a button of the new screen
      return now.isConnected;
    };
    const place = (el: HTMLElement) => {
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus();
    };
    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
    };
    const attempt = () => {
      if (done) return;
      if (movedElsewhere() || document.activeElement?.closest('[role="dialog"]')) {
        finish();
        return;
      }
      const heading = target();
      if (heading) {
        finish();
        place(heading);
      }
    };
    const observer = new MutationObserver(attempt);
    observer.observe(document.body, { childList: true, subtree: true });
    const fallback = setTimeout(() => {
      if (done || movedElsewhere()) return;
      finish();
      const main = document.querySelector<HTMLElement>('main#main');
      if (main) place(main);
    }, WAIT_MS);
    attempt();
    return () => {
      finish();
      clearTimeout(fallback);
    };
  }, [location]);

  return null;
}
