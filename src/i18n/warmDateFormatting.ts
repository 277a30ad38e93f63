let asked = false;

/**
 * A page's first Intl.DateTimeFormat costs 15–50 ms on a 2-core machine: ICU loads the time zone and
 * calendar data then (later formats, of any locale, take under a millisecond). A member's first
 * render formats times, the conversation list's and every message's; made in an idle moment while
 * the start waits for the stored data and the screen's files, that cost is not in the render
 * (decision 163). Once per page.
 */
export function warmDateFormatting(): void {
  if (asked) return;
  asked = true;
  const warm = (): void => {
    new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(0);
  };
  setTimeout(warm, 0);
}
