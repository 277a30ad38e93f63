/** One Intl.DisplayNames per locale: making one takes longer than all its lookups (decision 142). */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * The country names the server painted into its signup form (server/content/authForms.ts, decision
 * 137), in the page's language, read when this module loads (before the app's first render replaces
 * that form). The app's form takes them over with the typed values, so a visitor's start does not
 * build the locale's region names first: the first Intl.DisplayNames of a locale took 79–188 ms of
 * the main thread at Lighthouse's 4x CPU (decision 142).
 */
const painted = { locale: null as string | null, names: new Map<string, string>() };
if (typeof document !== 'undefined') {
  const options = document.querySelectorAll<HTMLOptionElement>('form[data-ssr-form] select[name="country"] option');
  if (options.length > 0) {
    painted.locale = document.documentElement.lang;
    for (const option of options) if (option.value && option.text) painted.names.set(option.value, option.text);
  }
}

/** The country's name in the UI's language (Intl), falling back to its code. */
export function countryName(code: string, locale: string): string {
  if (locale === painted.locale) {
    const name = painted.names.get(code);
    if (name !== undefined) return name;
  }
  try {
    return regionNames(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}
