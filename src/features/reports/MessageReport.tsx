import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useContext, useState } from 'react';
import type { MessageRow } from '../../db/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Menu } from '../../ui/Menu.tsx';
import { ReportDialog } from './ReportDialog.tsx';

/** Who the messages of an open conversation come from, and what to do once they were reported and blocked. */
export interface ReportTarget {
  profileId: number;
  name: string;
  onBlocked: () => void;
}

export const ReportTargetContext = createContext<ReportTarget | null>(null);

/**
 * A received message's menu (decision 123; decision 176): "Report message" behind a
 * button that shows on hover or focus (keyboard reachable), and on a long press on a touch screen
 * (MessageBubble opens it), instead of a "Report" link beside every message.
 */
export function MessageReport({ message }: { message: MessageRow }) {
  const { t } = useLingui();
  const target = useContext(ReportTargetContext);
  const [open, setOpen] = useState(false);
  if (!target || message.fromMe) return null;
  const name = target.name;
  return (
    <div className="msg-actions">
      <Menu
        align="start"
        buttonLabel={t`More options for this message from ${name}`}
        buttonClassName="msg-actions-button"
        button={<Icon name="dots" size={18} />}
      >
        {(close) => (
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => {
              close();
              setOpen(true);
            }}
          >
            <Icon name="flag" size={18} />
            <Trans>Report message</Trans>
          </button>
        )}
      </Menu>
      {open && (
        <ReportDialog
          memberId={target.profileId}
          name={target.name}
          message={{ id: message.id, body: message.body }}
          onClose={() => setOpen(false)}
          onDone={(blocked) => {
            if (blocked) target.onBlocked();
          }}
        />
      )}
    </div>
  );
}

const TOLD_KEY = 'fw-masked-told';

/** Under my own masked message: the receiver saw it without the contact details; why, told once per device. */
export function MaskedNote({ peerName }: { peerName: string }) {
  const [told, setTold] = useState(() => {
    try {
      return localStorage.getItem(TOLD_KEY) === '1';
    } catch {
      return true;
    }
  });
  const dismiss = () => {
    try {
      localStorage.setItem(TOLD_KEY, '1');
    } catch {
      // private mode without storage: the note goes away for this page only
    }
    setTold(true);
  };
  return (
    <div className="msg-masked-note">
      <p>
        <Trans>Contact details hidden from {peerName}</Trans>
      </p>
      {!told && (
        <div className="msg-masked-why" role="note">
          <p>
            <Trans>For everyone's safety, phone numbers, e-mail addresses, messenger names and links are not passed on. Keep chatting here.</Trans>
          </p>
          <button type="button" className="btn btn-ghost" onClick={dismiss}>
            <Trans>Got it</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
