import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { StaffApiError } from '../api.ts';

/** A staff call's failure as one translated sentence (the members' messages where they fit). */
export function staffErrorMessage(i18n: I18n, error: unknown): string {
  if (!(error instanceof StaffApiError)) return i18n._(msg`Something went wrong. Please try again.`);
  switch (error.answer.error) {
    case 'login_failed':
      return i18n._(msg`E-mail address or password is wrong.`);
    case 'code_invalid':
      return i18n._(msg`That code is not right. Check that your phone's clock is correct and try again.`);
    case 'authentication_required':
      return i18n._(msg`Your login has expired. Please start again.`);
    case 'email_exists':
      return i18n._(msg`A staff account with this e-mail address exists already.`);
    default:
      return errorMessage(i18n, error.answer);
  }
}
