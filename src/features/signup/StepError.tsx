import { useLingui } from '@lingui/react/macro';
import { errorMessage, type ActionError } from '../../i18n/index.ts';

export function StepError({ error }: { error: ActionError | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {errorMessage(i18n, error)}
    </p>
  );
}
