import { useLingui } from '@lingui/react/macro';
import { locales } from '../../contract/locales.ts';
import { localeNames } from '../../i18n/localeNames.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Menu } from '../../ui/Menu.tsx';
import { useChangeLocale } from '../language/useChangeLocale.ts';

/** The top-bar language switcher: a menu of the 11 languages, each in its own name. */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const changeLocale = useChangeLocale();
  const current = i18n.locale;
  const code = current.toUpperCase();
  return (
    <Menu
      // the name holds the visible code (WCAG 2.5.3 Label in Name)
      buttonLabel={t`Language: ${code}`}
      buttonClassName="topbar-button"
      button={
        <>
          <Icon name="globe" />
          <span className="lang-code" aria-hidden="true">
            {code}
          </span>
        </>
      }
    >
      {(close) =>
        locales.map((locale) => (
          <button
            key={locale}
            type="button"
            role="menuitemradio"
            aria-checked={locale === current}
            lang={locale}
            className="menu-item"
            onClick={() => {
              close();
              void changeLocale(locale);
            }}
          >
            {localeNames[locale]}
          </button>
        ))
      }
    </Menu>
  );
}
