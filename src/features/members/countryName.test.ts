// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Counts the Intl.DisplayNames made (each still a real one). */
function countDisplayNames(): { made: () => number } {
  const Original = Intl.DisplayNames;
  let made = 0;
  vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Intl.DisplayNames>) {
    made++;
    return new Original(...args);
  });
  return { made: () => made };
}

/** A fresh copy of the module, loaded with the page as it is now. */
const load = async () => {
  vi.resetModules();
  return import('./countryName.ts');
};

describe('countryName', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.lang = '';
    vi.restoreAllMocks();
  });

  it('takes the names the server painted into the signup form, in its language, without building Intl’s names', async () => {
    document.documentElement.lang = 'de';
    document.body.innerHTML =
      '<form data-ssr-form="signup"><select id="signup-country" name="country"><option value="DE" selected>Deutschland</option><option value="AT">Österreich</option></select></form>';
    const built = countDisplayNames();
    const { countryName } = await load();
    expect(countryName('AT', 'de')).toBe('Österreich');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(built.made()).toBe(0);
    // another language, or a country the form did not list: Intl's name
    expect(countryName('AT', 'en')).toBe('Austria');
    expect(countryName('CH', 'de')).toBe('Schweiz');
    expect(built.made()).toBe(2);
  });

  it('without a painted form: Intl’s names, one Intl.DisplayNames per locale', async () => {
    const built = countDisplayNames();
    const { countryName } = await load();
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('BE', 'nl')).toBe('België');
    expect(built.made()).toBe(1);
  });
});
