import { Trans } from '@lingui/react/macro';
import type { MessageKind } from '../../contract/chats.ts';
import { MaskedText } from '../reports/MaskedText.tsx';

/** The last message of a chat in one line: its text, or what kind of message it was. */
export function MessagePreview({ kind, body }: { kind: MessageKind; body: string }) {
  if (kind === 'image') return <Trans>Photo</Trans>;
  if (kind === 'gift') return <Trans>Gift</Trans>;
  return <MaskedText body={body} />;
}
