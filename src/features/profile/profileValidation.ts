import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROFILE_ABOUT_MAX } from '../../contract/constants.ts';
import type { OwnProfileUpdate } from '../../contract/index.ts';

export type FieldErrors = Partial<Record<'sexuality' | 'region_id' | 'about' | 'interests' | 'country', string>>;

/** Checks a profile update before it is sent; the same rules the server applies. */
export function validateProfile(i18n: I18n, update: OwnProfileUpdate): FieldErrors {
  const errors: FieldErrors = {};
  if ((update.sexuality === 'gay' && update.gender !== 'male') || (update.sexuality === 'lesbian' && update.gender !== 'female')) {
    errors.sexuality = i18n._(msg`This sexuality does not match the chosen gender.`);
  }
  const max = PROFILE_ABOUT_MAX;
  if ((update.about ?? '').trim().length > max) errors.about = i18n._(msg`About me can be at most ${max} characters.`);
  return errors;
}

/** Field messages for the issues of a server's invalid_request answer. */
export function serverFieldErrors(i18n: I18n, issues: Array<{ path: string; code: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0];
    if (field === 'region_id') errors.region_id = i18n._(msg`Choose a region of the selected country.`);
    else if (field === 'sexuality') errors.sexuality = i18n._(msg`This sexuality does not match the chosen gender.`);
    else if (field === 'about' && issue.code === 'contact_details') {
      // decision 122: a scam pattern in the profile text refuses the save
      errors.about = i18n._(msg`Please remove requests for money, gift cards or crypto from your profile text.`);
    } else if (field === 'about') {
      const max = PROFILE_ABOUT_MAX;
      errors.about = i18n._(msg`About me can be at most ${max} characters.`);
    } else if (field === 'interests') errors.interests = i18n._(msg`Choose interests from the list.`);
    else if (field === 'country') errors.country = i18n._(msg`Choose a country from the list.`);
  }
  return errors;
}
