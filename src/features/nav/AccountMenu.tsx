import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '../../contract/index.ts';
import { useSettings } from '../../db/kv.ts';
import { useUnsentMessageCount } from '../../db/chatHooks.ts';
import { ConfirmDialog } from '../chats/ConfirmDialog.tsx';
import { logout } from '../../sync/index.ts';
import { links } from '../../app/routes.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Menu } from '../../ui/Menu.tsx';
import { mediaUrl } from '../../ui/mediaUrl.ts';
import { promptInstall } from '../../state/install.ts';
import { useInstallOffer } from '../install/InstallApp.tsx';

/** The account menu: a button with the member's name and photo; the member's own screens (profile, notifications, credits, payments, settings, complaints) and log out. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const settings = useSettings();
  const [, navigate] = useLocation();
  const name = user.profile.name;
  const photo = mediaUrl(settings?.cdn_prefix, user.profile.main_image?.thumb_filename);

  const unsent = useUnsentMessageCount() ?? 0;
  const canInstall = useInstallOffer() === 'prompt';
  const [confirming, setConfirming] = useState(false);

  const onLogout = async () => {
    setConfirming(false);
    await logout();
    navigate(links.home(), { replace: true });
  };

  return (
    <>
      {confirming && (
        // decision 117: unsent messages leave with the member's local data
        <ConfirmDialog
          title={t`Log out with unsent messages?`}
          body={t`Messages you wrote have not been sent yet. They will be deleted if you log out now.`}
          confirmLabel={t`Log out anyway`}
          onConfirm={() => void onLogout()}
          onCancel={() => setConfirming(false)}
        />
      )}
      <Menu
        buttonLabel={t`Account menu for ${name}`}
        buttonClassName="topbar-button account-button"
        button={
          <>
            <Avatar name={name} src={photo} size={32} />
            <span className="account-name">{name}</span>
            <Icon name="chevronDown" size={18} />
          </>
        }
      >
        {(close) => (
          <>
            <p className="menu-heading" aria-hidden="true">
              {t`Signed in as ${name}`}
            </p>
            {/* the member's other screens (decision 176): every one reachable from the menu on every members' screen */}
            <Link href={links.profile()} role="menuitem" className="menu-item" onClick={close}>
              <Icon name="user" size={18} />
              <Trans>My profile</Trans>
            </Link>
            <Link href={links.notifications()} role="menuitem" className="menu-item" onClick={close}>
              <Icon name="bell" size={18} />
              <Trans>Notifications</Trans>
            </Link>
            <Link href={links.credits()} role="menuitem" className="menu-item" onClick={close}>
              <Icon name="coin" size={18} />
              <Trans>Buy credits</Trans>
            </Link>
            <Link href={links.transactions()} role="menuitem" className="menu-item" onClick={close}>
              <Icon name="receipt" size={18} />
              <Trans>Payment history</Trans>
            </Link>
            <Link href={links.settings()} role="menuitem" className="menu-item" onClick={close}>
              <Icon name="settings" size={18} />
              <Trans>Settings</Trans>
            </Link>
            <Link href={links.complaints()} role="menuitem" className="menu-item" onClick={close}>
              <Icon name="help" size={18} />
              <Trans>Complaints</Trans>
            </Link>
            {canInstall && (
              // the browser's own install dialog, where it gave the app its event (decision 180)
              <button
                type="button"
                role="menuitem"
                className="menu-item"
                onClick={() => {
                  close();
                  void promptInstall();
                }}
              >
                <Icon name="download" size={18} />
                <Trans>Install the app</Trans>
              </button>
            )}
            <div className="menu-separator" role="separator" />
            <button
              type="button"
              role="menuitem"
              className="menu-item"
              onClick={() => {
                close();
                if (unsent > 0) setConfirming(true);
                else void onLogout();
              }}
            >
              <Icon name="logout" size={18} />
              <Trans>Log out</Trans>
            </button>
          </>
        )}
      </Menu>
    </>
  );
}
