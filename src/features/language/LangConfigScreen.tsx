import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../contract/locales.ts';
import { locales } from '../../contract/locales.ts';
import { localeNames } from '../../i18n/index.ts';
import { useChangeLocale } from './useChangeLocale.ts';
import './LangConfigScreen.css';

/** /lang-config: pick one of the 11 languages; the choice applies at once and is remembered. */
export default function LangConfigScreen() {
  const { i18n } = useLingui();
  const changeLocale = useChangeLocale();
  // The choice shows at once, while its catalog loads.
  const [chosen, setChosen] = useState<Locale | null>(null);
  const selected = chosen ?? i18n.locale;
  return (
    <div className="container page lang-config">
      <fieldset className="card">
        <legend>
          <h1>
            <Trans>Choose your language</Trans>
          </h1>
        </legend>
        <div className="lang-grid">
          {locales.map((locale) => (
            <label key={locale} className="lang-option" lang={locale}>
              <input
                type="radio"
                name="locale"
                value={locale}
                checked={selected === locale}
                onChange={() => {
                  setChosen(locale);
                  void changeLocale(locale);
                }}
              />
              <span>{localeNames[locale]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
