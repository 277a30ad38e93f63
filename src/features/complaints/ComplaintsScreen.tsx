import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import type { ComplaintCategory } from '../../contract/index.ts';
import { useCurrentUser, useSettings } from '../../db/index.ts';
import { errorMessage, type ActionError } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';
import { draftFromSearch, fieldErrorsOf, validateDraft, type ComplaintDraft, type FieldErrors } from './complaintForm.ts';
import { ComplaintFields } from './ComplaintFields.tsx';
import '../../ui/Button.css';
import './complaints.css';

/** /complaints: report a member, a photo or a general problem; stored and sent to support. */
export default function ComplaintsScreen() {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const settings = useSettings();
  const search = useSearch();
  const [draft, setDraft] = useState<ComplaintDraft>(() => draftFromSearch(search));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ActionError | null>(null);
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<number | null>(null);
  const supportEmail = settings?.support_email ?? '';

  if (filed !== null) {
    return (
      <div className="container page complaints-page">
        <section className="card complaint-done" role="status">
          <h1>
            <Trans>Thank you, we have received your complaint</Trans>
          </h1>
          <p>
            <Trans>Your complaint number is {filed}. Our support team reads every complaint and acts on it as soon as possible.</Trans>
          </p>
          <div className="button-row">
            <Link href={links.members()} className="btn btn-primary">
              <Trans>Back to search</Trans>
            </Link>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setDraft(draftFromSearch(''));
                setFiled(null);
              }}
            >
              <Trans>Send another complaint</Trans>
            </button>
          </div>
        </section>
      </div>
    );
  }

  const submit = async () => {
    setFailure(null);
    const checked = validateDraft(draft);
    if ('errors' in checked) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    const result = await actions.sendComplaint(checked.request);
    setBusy(false);
    if (result.ok) {
      setFiled(result.data.id);
      return;
    }
    const fields = fieldErrorsOf(result.error);
    if (fields) setFieldErrors(fields);
    else setFailure(result.error);
  };

  return (
    <div className="container page complaints-page">
      <section className="card">
        <h1>
          <Trans>Complaints</Trans>
        </h1>
        <p className="muted">
          <Trans>Tell us about a member, a photo or a problem with the site. Our support team reads every complaint.</Trans>
        </p>
        {user === null ? (
          <div className="stack">
            <p>
              <Trans>Please log in to send a complaint.</Trans>
              {supportEmail && (
                <>
                  {' '}
                  <Trans>
                    You can also write to our customer service at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
                  </Trans>
                </>
              )}
            </p>
            <Link href={links.login()} className="btn btn-primary">
              <Trans>Log in</Trans>
            </Link>
          </div>
        ) : (
          <form
            className="complaint-form stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <ComplaintFields
              draft={draft}
              errors={fieldErrors}
              onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
              onCategory={(category: ComplaintCategory) => setDraft((d) => ({ ...d, category }))}
            />
            {failure && (
              <p className="form-error" role="alert">
                {errorMessage(i18n, failure)}
              </p>
            )}
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              <Trans>Send complaint</Trans>
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
