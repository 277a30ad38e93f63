import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Relationship } from '../../contract/index.ts';
import { StepError } from './StepError.tsx';
import { StepNav } from './StepNav.tsx';
import { useSaveStep } from './useSaveStep.ts';

/** Step 2: personal info. */
export function StepPersonal() {
  const { t } = useLingui();
  const [relationship, setRelationship] = useState<Relationship>('single');
  const { busy, error, save } = useSaveStep('location');
  const options: [Relationship, string][] = [
    ['single', t`Single`],
    ['relationship', t`In a relationship`],
    ['married', t`Married`],
    ['divorced', t`Divorced`],
    ['widowed', t`Widowed`],
    ['complicated', t`It's complicated`],
  ];
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save({ relationship });
      }}
    >
      <div className="field">
        <label htmlFor="signup-relationship">
          <Trans>Relationship status</Trans>
        </label>
        <select id="signup-relationship" value={relationship} onChange={(e) => setRelationship(e.target.value as Relationship)}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <StepError error={error} />
      <StepNav busy={busy} />
    </form>
  );
}
