import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useKv } from '../../db/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { icebreakerText } from './catalogText.ts';

interface Props {
  name: string;
  onPick: (line: string) => void;
  onClose: () => void;
}

/** SPEC §2 icebreaker modal: suggested opening lines, the price note, a close and a 'no' button. */
export function IcebreakerModal({ name, onPick, onClose }: Props) {
  const { t, i18n } = useLingui();
  const icebreakers = useKv('icebreakers');
  const price = icebreakers?.price ?? 0;
  return (
    <Modal title={t`Break the ice with ${name}`} onEscape={onClose}>
      <button type="button" className="modal-close" onClick={onClose} aria-label={t`Close`}>
        ×
      </button>
      <p>
        <Trans>Pick an opening line, or write your own.</Trans>
      </p>
      <ul className="icebreaker-list">
        {(icebreakers?.icebreakers ?? []).map((line) => {
          const text = icebreakerText(i18n, line);
          return (
            <li key={line.id}>
              <button type="button" className="icebreaker-option" onClick={() => onPick(text)}>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="icebreaker-price">{plural(price, { one: 'A message costs # credit.', other: 'A message costs # credits.' })}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          <Trans>No, thanks</Trans>
        </button>
      </div>
    </Modal>
  );
}
