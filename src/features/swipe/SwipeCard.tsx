import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useSiteTexts } from '../../app/siteTexts.ts';
import type { Profile, SwipeAction } from '../../contract/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';

/** A drag further than this (px) decides the card when released. */
const DECIDE_AT = 110;

interface Props {
  profile: Profile;
  /** the card under the top one: drawn, not draggable */
  behind?: boolean;
  /** a decided card flying out to its side, from where the drag left it (px) */
  leaving?: { action: SwipeAction; fromDx: number; onDone: () => void };
  onDecide?: (action: SwipeAction, fromDx: number) => void;
}

/** One swipe card: big photo, name, age, region, fictional icon and warning; drag it left or right. */
export function SwipeCard({ profile, behind = false, leaving, onDecide }: Props) {
  const { t } = useLingui();
  const texts = useSiteTexts();
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; id: number } | null>(null);
  const { name, age } = profile;
  const place = profile.region ?? profile.city ?? profile.country;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (behind || leaving || event.button !== 0) return;
    start.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id === event.pointerId) setDx(event.clientX - start.current.x);
  };
  const finish = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    if (Math.abs(dx) >= DECIDE_AT) onDecide?.(dx > 0 ? 'like' : 'pass', dx);
    setDx(0);
  };

  const strength = Math.min(1, Math.abs(dx) / DECIDE_AT);
  const from = `translateX(${leaving?.fromDx ?? dx}px) rotate(${(leaving?.fromDx ?? dx) / 18}deg)`;
  const style = behind ? undefined : leaving ? ({ '--sg-from': from } as CSSProperties) : { transform: from };
  const classes = ['sg-card', behind && 'sg-card-behind', dragging && 'sg-card-dragging', leaving && `sg-card-leaving sg-card-leaving-${leaving.action}`];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={style}
      onAnimationEnd={leaving?.onDone}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={finish}
      aria-hidden={behind || leaving ? true : undefined}
      role={behind || leaving ? undefined : 'group'}
      aria-roledescription={behind || leaving ? undefined : t`profile card`}
      aria-label={behind || leaving ? undefined : t`${name}, ${age}, ${place}`}
    >
      {profile.main_image ? (
        <img className="sg-photo" src={profile.main_image.match} alt={t`Photo of ${name}`} draggable={false} width={480} height={600} />
      ) : (
        <div className="sg-photo sg-photo-empty">
          <Avatar name={name} src={null} size={160} />
        </div>
      )}
      {!behind && !leaving && (
        <>
          <span className="sg-stamp sg-stamp-like" style={{ opacity: dx > 0 ? strength : 0 }} aria-hidden="true">
            <Trans>LIKE</Trans>
          </span>
          <span className="sg-stamp sg-stamp-pass" style={{ opacity: dx < 0 ? strength : 0 }} aria-hidden="true">
            <Trans>NOPE</Trans>
          </span>
        </>
      )}
      {profile.fictional && <FictionalBadge />}
      <div className="sg-info">
        <h2 className="sg-name">
          <Trans>
            {name}, {age}
          </Trans>
        </h2>
        <p className="sg-place">{place}</p>
        {profile.fictional && <p className="sg-fictional">{texts?.fictional_warning || t`This profile is fictional.`}</p>}
      </div>
    </div>
  );
}
