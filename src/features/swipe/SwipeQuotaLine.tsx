import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SwipeQuota } from '../../contract/index.ts';

/** The likes left today as hearts and words, and when new ones come once they are used up. */
export function SwipeQuotaLine({ quota }: { quota: SwipeQuota }) {
  const { i18n } = useLingui();
  const left = quota.likes_left;
  const time = i18n.date(new Date(quota.resets_at), { timeStyle: 'short' });
  return (
    <div className="sg-quota">
      <span className="sg-hearts" aria-hidden="true">
        {Array.from({ length: quota.likes_per_day }, (_, i) => (
          <span key={i} className={i < left ? 'sg-heart sg-heart-on' : 'sg-heart'}>
            ♥
          </span>
        ))}
      </span>
      <span aria-live="polite">
        {left > 0 ? (
          <Plural value={left} one="# like left today" other="# likes left today" />
        ) : (
          <Trans>New likes at {time}</Trans>
        )}
      </span>
    </div>
  );
}
