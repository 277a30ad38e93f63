let asked = false;

/**
 * A page's first Intl.DateTimeFormat costs 13–53 ms on a 2-core machine: ICU loads the time zone
 * and calendar data then (later formats, of any locale, take 0.1–2 ms). The chat screens' first
 * render formats times, the conversation list's and every message's: their start preload asks for
 * the format in a task of its own, made while the start waits for the stored data and the screen's
 * files, not in the render (decision 163). Only there: a start that formats nothing would only pay
 * for it. Once per page.
 */
export function warmDateFormatting(): void {
  if (asked) return;
  asked = true;
  const warm = (): void => {
    new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(0);
  };
  setTimeout(warm, 0);
}
