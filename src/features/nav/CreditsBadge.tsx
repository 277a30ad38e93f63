import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Badge } from '../../ui/Badge.tsx';
import { creditsBadgeTone } from './creditsBadge.ts';

/** The low-credits badge: nothing above 10 credits, warning at 1–10, danger at 0. */
export function CreditsBadge({ credits }: { credits: number }) {
  const { t } = useLingui();
  const tone = creditsBadgeTone(credits);
  if (!tone) return null;
  const label = t`${plural(credits, { one: '# credit', other: '# credits' })}`;
  return (
    <Badge tone={tone} label={label}>
      {String(credits)}
    </Badge>
  );
}
