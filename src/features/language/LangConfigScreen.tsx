import { Trans, useLingui } from '@lingui/react/macro';
import { locales } from '../../contract/locales.ts';
import { localeNames } from '../../i18n/index.ts';
import { useChangeLocale } from './useChangeLocale.ts';
import './LangConfigScreen.css';

/** /lang-config: pick one of the 11 languages; the choice applies at once and is remembered. */
export default function LangConfigScreen() {
  const { t, i18n } = useLingui();
  const changeLocale = useChangeLocale();
  return (
    <div className="container page lang-config">
      <section className="card">
        <h1>
          <Trans>Choose your language</Trans>
        </h1>
        <div className="lang-grid" role="group" aria-label={t`Language`}>
          {locales.map((locale) => (
            <button
              key={locale}
              type="button"
              
              aria-pressed={i18n.locale === locale}
              lang={locale}
              className="lang-option"
              onClick={() => void changeLocale(locale)}
            >
              {localeNames[locale]}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
