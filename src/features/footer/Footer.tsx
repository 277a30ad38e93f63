import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Settings } from '../../contract/index.ts';
import { CompanyInfo } from './CompanyInfo.tsx';
import { Disclaimer } from './Disclaimer.tsx';
import { footerLinks } from './footerLinks.ts';
import { showUsFooter } from './showUsFooter.ts';
import { UsCompliance } from './UsCompliance.tsx';
import './Footer.css';

/** The site footer: links, company info, disclaimer and, for US visitors in English, the 2257 line. */
export function Footer({ settings }: { settings: Settings | null }) {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  const siteName = settings?.name ?? '';
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t`Footer`}>
          <ul className="footer-links">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{i18n._(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer-meta">
          <CompanyInfo />
          <Disclaimer settings={settings} />
        </div>
        {showUsFooter(i18n.locale, settings?.geoip_country) && <UsCompliance />}
        <p className="footer-copy">
          <Trans>
            © {year} {siteName}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
