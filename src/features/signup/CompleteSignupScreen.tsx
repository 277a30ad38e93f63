import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/index.ts';
import { StepComplete } from './StepComplete.tsx';
import './signup.css';

/** /complete-signup: the last step on its own (from the activation reminder or a mail). */
export default function CompleteSignupScreen() {
  const user = useCurrentUser();
  return (
    <div className="container page signup-page">
      <section className="card signup-card" aria-labelledby="complete-title">
        <h1 id="complete-title" className="visually-hidden">
          <Trans>Complete your signup</Trans>
        </h1>
        {user === null ? (
          <p>
            <Trans>
              Please <Link href={links.login()}>log in</Link> to complete your signup.
            </Trans>
          </p>
        ) : user?.status === 'confirmed' ? (
          <p role="status">
            <Trans>
              Your e-mail address is confirmed. <Link href={links.members()}>Start meeting people</Link>
            </Trans>
          </p>
        ) : (
          <StepComplete />
        )}
      </section>
    </div>
  );
}
