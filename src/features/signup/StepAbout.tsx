import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ABOUT_MAX } from '../../contract/constants.ts';
import { StepError } from './StepError.tsx';
import { StepNav } from './StepNav.tsx';
import { useSaveStep } from './useSaveStep.ts';

/** Step 4: a few words about themselves. */
export function StepAbout() {
  const { t } = useLingui();
  const [about, setAbout] = useState('');
  const { busy, error, save } = useSaveStep('complete');
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save({ about: about.trim() === '' ? null : about.trim() });
      }}
    >
      <div className="field">
        <label htmlFor="signup-about">
          <Trans>About me</Trans>
        </label>
        <textarea
          id="signup-about"
          rows={5}
          maxLength={ABOUT_MAX}
          value={about}
          placeholder={t`What makes you smile? What are you looking for?`}
          onChange={(e) => setAbout(e.target.value)}
        />
      </div>
      <StepError error={error} />
      <StepNav busy={busy} />
    </form>
  );
}
