import { useLingui } from '@lingui/react/macro';
import { links } from '../../app/routes.ts';
import { NavItem } from './NavItem.tsx';
import './PwaFooter.css';

/** The installed app's bottom tab bar: members, messages, likes, profile. */
export function PwaFooter() {
  const { t } = useLingui();
  return (
    <nav className="pwa-footer" aria-label={t`Quick links`}>
      <NavItem href={links.members()} icon="search" label={t`Members`} />
      <NavItem href={links.chats()} icon="chat" label={t`Messages`} />
      <NavItem href={links.likes()} icon="heart" label={t`Likes`} />
      <NavItem href={links.profile()} icon="user" label={t`Profile`} />
    </nav>
  );
}
