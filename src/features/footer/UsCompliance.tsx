import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';

/** The US-only footer line (English locale, US visitors): the 18 U.S.C. 2257 statement. */
export function UsCompliance() {
  return (
    <p className="us-compliance">
      <Trans>
        18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement: all persons depicted on this website were
        18 years of age or older at the time of depiction. <Link href={links.page('2257')}>Read the full statement</Link>
      </Trans>
    </p>
  );
}
