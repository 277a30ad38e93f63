import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import { useSettings } from '../../db/kv.ts';
import { errorMessage } from '../../i18n/index.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { NotFoundScreen } from '../errors/NotFoundScreen.tsx';
import { termsDate } from './termsDate.ts';
import { useContentPage } from './useContentPage.ts';
import { useUrlLocale } from './useUrlLocale.ts';

/** /pages/{token}: terms, privacy, cookies, access ban, FAQ, customer service, return policy, 2257 and operators' pages. */
export default function ContentPageScreen() {
  const { i18n } = useLingui();
  const { token = '' } = useParams<{ token: string }>();
  useUrlLocale(new URLSearchParams(useSearch()).get('lang'));
  const { result, retry } = useContentPage(token);
  const siteName = useSettings()?.name;
  const title = result?.ok ? result.data.title : null;
  useEffect(() => {
    if (title) document.title = siteName ? `${title} | ${siteName}` : title;
  }, [title, siteName]);
  if (result === undefined) return <ProgressBar />;
  if (!result.ok) {
    if (result.error.error === 'not_found' || result.error.error === 'invalid_request') return <NotFoundScreen />;
    return (
      <div className="container page content-page">
        <div className="card content-card" role="alert">
          <p>{errorMessage(i18n, result.error)}</p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </div>
    );
  }
  const page = result.data;
  const version = page.terms_version ? termsDate(page.terms_version, i18n) : null;
  return (
    <div className="container page content-page">
      <article className="card content-card">
        <h1>{page.title}</h1>
        {version && (
          <p className="content-version">
            <Trans>Version of {version}</Trans>
          </p>
        )}
        {page.sections.map((section) => (
          <section className="content-section" key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
