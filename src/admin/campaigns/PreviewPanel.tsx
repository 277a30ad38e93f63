import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignPreview } from '../../contract/adminCampaigns.ts';
import { localeName } from './names.ts';

/** The push and the e-mail of each locale as members get them (the server's own renderer). */
export function PreviewPanel({ previews }: { previews: CampaignPreview[] }) {
  const { i18n } = useLingui();
  return (
    <section className="adm-section" aria-labelledby="cmp-preview-title">
      <h2 id="cmp-preview-title">
        <Trans>Preview</Trans>
      </h2>
      <div className="cmp-previews">
        {previews.map((p) => {
          const name = localeName(i18n, p.locale);
          return (
            <article key={p.locale} className="adm-card cmp-preview" aria-label={name}>
              <h3>{name}</h3>
              <p className="cmp-preview-label">
                <Trans>Push notification</Trans>
              </p>
              <div className="cmp-push">
                <span className="cmp-push-site">{p.site_name}</span>
                <strong>{p.push.title}</strong>
                <span>{p.push.body}</span>
              </div>
              <p className="cmp-preview-label">
                <Trans>E-mail</Trans>
              </p>
              <div className="cmp-mail">
                <p className="cmp-mail-subject">
                  <Trans>Subject:</Trans> {p.mail.subject}
                </p>
                <pre className="cmp-mail-text">{p.mail.text}</pre>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
