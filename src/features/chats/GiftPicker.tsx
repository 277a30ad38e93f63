import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useKv } from '../../db/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { giftLabel } from './catalogText.ts';
import { useSend, type Peer } from './useSend.ts';

/** The gifts catalogue with pictures and prices in credits; choosing one sends it. */
export function GiftPicker({ peer, onClose }: { peer: Peer; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const gifts = useKv('gifts');
  const send = useSend(peer);
  const name = peer.name;
  return (
    <Modal title={t`Send ${name} a gift`} onEscape={onClose}>
      {gifts === undefined || gifts === null ? (
        <p>
          <Trans>Gifts are not available offline yet.</Trans>
        </p>
      ) : (
        <ul className="gift-grid">
          {gifts.map((gift) => {
            const credits = gift.credits;
            return (
            <li key={gift.id}>
              <button
                type="button"
                className="gift-option"
                onClick={() => {
                  void send('gift', '', { giftId: gift.id });
                  onClose();
                }}
              >
                <img src={gift.image} alt="" width={64} height={64} />
                <span className="gift-name">{giftLabel(i18n, gift)}</span>
                <span className="gift-price">{plural(credits, { one: '# credit', other: '# credits' })}</span>
              </button>
            </li>
            );
          })}
        </ul>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Modal>
  );
}
