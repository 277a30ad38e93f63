import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { type ActionResult, actions } from '../../sync/index.ts';
import { Menu } from '../../ui/Menu.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ReportDialog } from '../reports/ReportDialog.tsx';
import type { Peer } from './useSend.ts';

type Pending = 'block' | 'delete' | 'report' | null;

/**
 * The info dropdown: block, delete, report (the report dialog, decision 123). Delete removes every
 * conversation with the member (SPEC §4 deleting by profile): one a pair today, its unsent messages
 * and a conversation not yet made on the server included, locally at once and then on the server.
 */
export function ChatInfoMenu({ peer }: { peer: Peer }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [confirm, setConfirm] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = peer.name;

  const run = async (action: 'block' | 'delete') => {
    setConfirm(null);
    let result: ActionResult = { ok: true };
    if (action === 'block') result = await actions.blockMember(peer.profileId);
    else result = await actions.deleteChatsWith(peer.profileId);
    if (result.ok) navigate(links.chats());
    else setFailure(errorMessage(i18n, result.error, { name: peer.name }));
  };

  return (
    <>
      <Menu button={<span aria-hidden="true">⋯</span>} buttonLabel={t`Conversation options`} buttonClassName="chat-info-button">
        {(close) => (
          <>
            <button type="button" role="menuitem" onClick={() => (close(), setConfirm('block'))}>
              <Trans>Block {name}</Trans>
            </button>
            <button type="button" role="menuitem" onClick={() => (close(), setConfirm('delete'))}>
              <Trans>Delete conversation</Trans>
            </button>
            <button type="button" role="menuitem" onClick={() => (close(), setConfirm('report'))}>
              <Trans>Report {name}</Trans>
            </button>
          </>
        )}
      </Menu>
      {confirm === 'report' && (
        <ReportDialog memberId={peer.profileId} name={name} onClose={() => setConfirm(null)} onDone={(blocked) => blocked && navigate(links.chats())} />
      )}
      {confirm && confirm !== 'report' && (
        <ConfirmDialog
          title={confirm === 'block' ? t`Block ${name}?` : t`Delete this conversation?`}
          body={
            confirm === 'block'
              ? t`${name} will no longer be able to see you or write to you, and your conversation is deleted.`
              : t`The conversation with ${name} will be deleted for you.`
          }
          confirmLabel={confirm === 'block' ? t`Block` : t`Delete`}
          onConfirm={() => void run(confirm)}
          onCancel={() => setConfirm(null)}
        />
      )}
      {failure && (
        <p className="chat-notice" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
