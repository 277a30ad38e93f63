import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useCurrentUser, useSettings } from '../../db/index.ts';
import { links } from '../../app/routes.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { mediaUrl } from '../../ui/mediaUrl.ts';
import { AccountState } from './AccountState.tsx';
import '../../ui/Button.css';
import './MembersStartScreen.css';

/** The members area's start (replaced by search in the next issue): greeting, photo, account state. */
export default function MembersStartScreen() {
  const user = useCurrentUser();
  const settings = useSettings();
  if (!user) return null;
  const name = user.profile.name;
  const photo = mediaUrl(settings?.cdn_prefix, user.profile.main_image?.filename);
  return (
    <div className="container page members-start">
      <section className="card welcome-card">
        <Avatar name={name} src={photo} size={112} />
        <div className="welcome-text">
          <h1>
            <Trans>Hi {name}!</Trans>
          </h1>
          <p className="muted">
            <Trans>Good to see you. New members are waiting to meet you.</Trans>
          </p>
          <AccountState user={user} />
        </div>
      </section>
      {!user.paid_user && (
        <section className="card premium-teaser">
          <h2>
            <Trans>Get more out of your dates</Trans>
          </h2>
          <p>
            <Trans>Premium members see every photo and keep chatting without limits.</Trans>
          </p>
          <Link href={links.premium()} className="btn btn-primary">
            <Trans>Get premium</Trans>
          </Link>
        </section>
      )}
    </div>
  );
}
