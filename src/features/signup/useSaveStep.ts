import { useState } from 'react';
import type { SignupProfileRequest } from '../../contract/index.ts';
import type { ActionError } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import { goToStep, type SignupStep } from './signupState.ts';

/** Saves one of steps 2 to 4 and moves on; keeps the refusal for the form. */
export function useSaveStep(next: SignupStep) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const save = async (request: SignupProfileRequest) => {
    setBusy(true);
    setError(null);
    const result = await actions.saveSignupProfile(request);
    setBusy(false);
    if (result.ok) goToStep(next);
    else setError(result.error);
  };
  return { busy, error, save };
}
