import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { uuidv7 } from 'uuidv7';
import type { ProfileDetail } from '../../contract/index.ts';
import { useCurrentUser, useLikeWith } from '../../db/index.ts';
import { actions } from '../../sync/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { LikeLoginPrompt } from './LikeLoginPrompt.tsx';
import './likes.css';

interface Props {
  profile: ProfileDetail;
  loggedIn: boolean;
}

/**
 * The profile's Like button: liked and matched state at a glance; a tap likes or takes the like
 * back at once (the outbox sends it). Opening the profile of someone who likes me marks their
 * like as seen (SPEC §4). Visitors get the login prompt.
 */
export function LikeButton({ profile, loggedIn }: Props) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const state = useLikeWith(profile.id);
  const [prompt, setPrompt] = useState(false);
  const likeNew = state?.likeNew ?? false;

  useEffect(() => {
    if (loggedIn && likeNew) void actions.markLikeSeen(profile.id);
  }, [loggedIn, likeNew, profile.id]);

  if (user && user.id === profile.id) return null;
  const liked = loggedIn && state?.liked === true;
  const match = liked && state?.likesMe === true;
  const { name } = profile;

  function toggle() {
    if (!loggedIn) {
      setPrompt(true);
      return;
    }
    const base = { requestId: uuidv7(), createdAt: Date.now(), profileId: profile.id };
    if (liked) {
      void actions.unlikeProfile(base);
      return;
    }
    const card = { name, age: profile.age, region: profile.region, country: profile.country, mainImage: profile.main_image, fictional: profile.fictional };
    void actions.likeProfile({ ...base, card });
  }

  return (
    <>
      <button
        type="button"
        className={liked ? 'btn like-button like-button-on' : 'btn like-button'}
        aria-pressed={loggedIn ? liked : undefined}
        onClick={toggle}
        title={liked ? t`Take your like back` : undefined}
      >
        <Icon name="heart" size={20} />
        {match ? <Trans>It's a match</Trans> : liked ? <Trans>Liked</Trans> : <Trans>Like</Trans>}
      </button>
      {loggedIn && !liked && state?.likesMe && (
        <p className="like-hint">
          <Trans>{name} likes you. Like back to match!</Trans>
        </p>
      )}
      {prompt && <LikeLoginPrompt name={name} onClose={() => setPrompt(false)} />}
    </>
  );
}
