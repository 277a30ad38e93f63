import { Trans, useLingui } from '@lingui/react/macro';
import { links } from '../../app/routes.ts';
import type { Profile } from '../../contract/index.ts';
import { ResultCard } from './ResultCard.tsx';

/** Other members like this one. */
export function RelatedProfiles({ profiles }: { profiles: Profile[] }) {
  const { t } = useLingui();
  if (profiles.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">
        <Trans>You may also like</Trans>
      </h2>
      <ul className="result-grid result-grid-compact" aria-label={t`Related profiles`}>
        {profiles.map((p) => (
          <ResultCard key={p.id} profile={p} href={links.member(p.id)} compact />
        ))}
      </ul>
    </section>
  );
}
