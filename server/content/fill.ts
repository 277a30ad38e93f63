/** Replaces each {name} of a template with its value; unknown names stay as they are. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-z_0-9]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** A country's name in a locale ("NL" → "Nederland"), the code itself when unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A date as the locale writes it, in UTC ("1 December 2023"). */
export function longDate(date: Date, locale: string): string {
  // the company is European: English dates are written the British way (1 December 2023)
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** An amount in minor units as money ("€9.99"). */
export function money(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
