import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { useSiteTexts } from '../../app/siteTexts.ts';
import { useSettings, type LikeEvent } from '../../db/index.ts';
import { actions } from '../../sync/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Icon } from '../../ui/Icon.tsx';
import './likes.css';

/**
 * The full-screen new-like / match modal (SPEC §2, §4): a click anywhere closes it; a click on the
 * photo or the button does not close it but starts a conversation with that member, with a
 * starting flag while the chat opens.
 */
export default function LikeModal({ event }: { event: LikeEvent }) {
  const { t } = useLingui();
  const settings = useSettings();
  const warning = useSiteTexts()?.fictional_warning ?? '';
  const [, navigate] = useLocation();
  const [starting, setStarting] = useState(false);
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { name, age, mainImage, fictional } = event.card;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    buttonRef.current?.focus();
    document.body.classList.add('modal-open');
    return () => {
      document.body.classList.remove('modal-open');
      previous?.focus?.();
    };
  }, [event.id]);

  const close = () => void actions.dismissLikeEvent();
  // the chat route has its own layout: the modal goes with the page it was on, and its event too
  const started = useRef(false);
  useEffect(
    () => () => {
      if (started.current) void actions.dismissLikeEvent();
    },
    [],
  );
  function startChat(e: MouseEvent) {
    e.stopPropagation();
    if (started.current) return;
    started.current = true;
    setStarting(true);
    navigate(links.memberChat(event.profileId));
  }
  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      // one control: focus stays on it
      e.preventDefault();
      buttonRef.current?.focus();
    }
  }

  return (
    // a click anywhere on the backdrop closes the modal (SPEC §4); Escape does the same from the keyboard
    <div className="like-modal" onClick={close} onKeyDown={onKeyDown}>
      <div className="like-modal-body" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Icon name="heart" size={40} />
        <h2 id={titleId} className="like-modal-title">
          {event.match ? <Trans>It's a match!</Trans> : <Trans>{name} likes you!</Trans>}
        </h2>
        <p className="like-modal-lead">
          {event.match ? <Trans>You and {name} like each other.</Trans> : <Trans>Say hello before someone else does.</Trans>}
        </p>
        <button type="button" className="like-modal-photo" onClick={startChat} aria-label={t`Send ${name} a message`} tabIndex={-1}>
          {mainImage ? <img src={mainImage.match} alt="" width={240} height={300} /> : <Avatar name={name} src={null} size={200} />}
        </button>
        <p className="like-modal-name">
          <Trans>
            {name}, {age}
          </Trans>{' '}
          {fictional && settings && (
            <span className="like-modal-fictional" role="img" aria-label={warning} title={warning}>
              {settings.fictional_icon}
            </span>
          )}
        </p>
        {fictional && warning && <p className="like-modal-warning">{warning}</p>}
        <button ref={buttonRef} type="button" className="btn btn-light btn-lg like-modal-cta" onClick={startChat} aria-busy={starting || undefined} disabled={starting}>
          <Icon name="chat" size={20} />
          {starting ? <Trans>Opening the chat…</Trans> : <Trans>Send {name} a message</Trans>}
        </button>
        <p className="like-modal-hint">
          <Trans>Click anywhere to close</Trans>
        </p>
      </div>
    </div>
  );
}
