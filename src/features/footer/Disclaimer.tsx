import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { siteTextsOf } from '../../contract/siteTexts.ts';
import type { Settings } from '../../contract/index.ts';

/** The adults-only notice and the site's own fictional-profiles warning with its icon, in the app's locale (decision 173). */
export function Disclaimer({ settings }: { settings: Settings | null }) {
  const { i18n } = useLingui();
  const warning = settings ? siteTextsOf(settings, i18n.locale).fictional_warning : '';
  const icon = settings?.fictional_icon ?? '';
  const isImage = /[/.]/.test(icon);
  return (
    <div className="disclaimer">
      <p>
        <span className="age-mark" aria-hidden="true">
          18+
        </span>
        <Trans>This website is intended for adults aged 18 and over only.</Trans>
      </p>
      {warning && (
        <p>
          {icon && (isImage ? <img src={icon} alt="" width={16} height={16} /> : <span aria-hidden="true">{icon} </span>)}
          {warning}
        </p>
      )}
    </div>
  );
}
