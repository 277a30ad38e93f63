import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorMessage, type ActionError } from '../../i18n/index.ts';

/** A form's outcome: the translated refusal (alert) or a success text (status). */
export function FormMessage({ error, success }: { error: ActionError | null; success?: ReactNode }) {
  const { i18n } = useLingui();
  if (error) {
    return (
      <p className="form-error" role="alert">
        {errorMessage(i18n, error)}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
