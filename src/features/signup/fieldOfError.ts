import type { ActionError } from '../../i18n/index.ts';
import type { AccountValues } from './AccountFields.tsx';

/** The form field a signup refusal is about, for aria-invalid. */
export function fieldOfError(error: ActionError | null): keyof AccountValues | null {
  if (!error) return null;
  switch (error.error) {
    case 'invalid_email':
    case 'email_exists':
      return 'email';
    case 'username_is_email':
    case 'username_at':
    case 'username_contact':
      return 'name';
    case 'date_of_birth':
      return 'dateOfBirth';
    case 'invalid_request': {
      const path = 'issues' in error ? error.issues?.[0]?.path : undefined;
      if (path === 'password') return 'password';
      if (path === 'name') return 'name';
      return null;
    }
    default:
      return null;
  }
}
