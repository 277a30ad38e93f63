import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/index.ts';
import { BlockedSection } from './BlockedSection.tsx';
import { DataExportSection } from './DataExportSection.tsx';
import { DeleteSection } from './DeleteSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { InstallSection } from '../install/InstallApp.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { PrivacySection } from './PrivacySection.tsx';
import '../auth/LoginScreen.css';
import '../signup/signup.css';
import './account.css';

/** /settings: e-mail, password, language, invisible mode, blocked members, download my data, delete account. */
export default function SettingsScreen() {
  const user = useCurrentUser();
  if (user === undefined) return null;
  if (user === null) {
    return (
      <div className="container page">
        <p>
          <Trans>
            Please <Link href={links.login()}>log in</Link> to change your settings.
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="container page settings-page stack">
      <h1>
        <Trans>Settings</Trans>
      </h1>
      <p>
        <Link href={links.notifications()}>
          <Trans>E-mail notifications</Trans>
        </Link>
      </p>
      <InstallSection />
      <EmailSection current={user.email} />
      <PasswordSection />
      <PrivacySection invisible={user.invisible} />
      <BlockedSection />
      <DataExportSection />
      <DeleteSection />
    </div>
  );
}
