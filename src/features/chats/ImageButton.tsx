import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { useCurrentUser } from '../../db/index.ts';
import { ChatIcon } from './ChatIcon.tsx';
import { PremiumOnly } from './PremiumOnly.tsx';
import { readImageAsDataUrl } from './readImage.ts';
import { useSend, type Peer } from './useSend.ts';

/** Picture upload for a message; free members learn it is a premium feature. */
export function ImageButton({ peer, disabled }: { peer: Peer; disabled: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const user = useCurrentUser();
  const send = useSend(peer);
  const [problem, setProblem] = useState<'premium' | 'image' | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!user?.paid_user) {
      setProblem('premium');
      return;
    }
    const dataUrl = await readImageAsDataUrl(file);
    if (!dataUrl) {
      setProblem('image');
      return;
    }
    setProblem(null);
    void send('image', '', { image: dataUrl });
  };

  return (
    <>
      <label htmlFor={id} className={`composer-icon${disabled ? ' is-disabled' : ''}`} title={t`Send a photo`}>
        <ChatIcon name="camera" />
        <span className="visually-hidden">
          <Trans>Send a photo</Trans>
        </span>
      </label>
      <input id={id} type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" onChange={(e) => void onChange(e)} disabled={disabled} />
      {problem === 'premium' && <PremiumOnly />}
      {problem === 'image' && (
        <p className="composer-warning" role="alert">
          <Trans>This picture could not be used. Please choose a JPEG, PNG or WebP picture under 1 MB.</Trans>
        </p>
      )}
    </>
  );
}
