import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { LikeType } from '../../contract/likes.ts';
import { likeTypeOrder, likeTypeTitles } from './likeTypes.ts';

/** Overview and the three types as tabs (links), the current one marked. */
export function LikesTabs({ current, counts }: { current: LikeType | null; counts: Record<LikeType, number> }) {
  const { t, i18n } = useLingui();
  return (
    <nav className="likes-tabs" aria-label={t`Likes`}>
      <Link href={links.likes()} className="likes-tab" aria-current={current === null ? 'page' : undefined}>
        {t`Overview`}
      </Link>
      {likeTypeOrder.map((type) => (
        <Link key={type} href={links.likesByType(type)} className="likes-tab" aria-current={current === type ? 'page' : undefined}>
          {i18n._(likeTypeTitles[type])} <span className="likes-tab-count">{counts[type]}</span>
        </Link>
      ))}
    </nav>
  );
}
