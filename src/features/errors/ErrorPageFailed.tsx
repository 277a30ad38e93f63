import { Trans } from '@lingui/react/macro';

/** When the error page itself fails: plain markup, a full-page link home (SPEC §8). */
export function ErrorPageFailed() {
  return (
    <section className="error-page" role="alert">
      <h1>
        <Trans>An error occurred while showing the error page</Trans>
      </h1>
      <a href="/">
        <Trans>Go back to home</Trans>
      </a>
    </section>
  );
}
