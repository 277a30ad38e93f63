import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, type ComplaintCategory, type ComplaintRequest } from '../../contract/index.ts';
import type { ActionError } from '../../i18n/errorMessages.ts';

export interface ComplaintDraft {
  category: ComplaintCategory;
  memberId: string;
  photoId: string;
  text: string;
}

export type ComplaintField = 'category' | 'member_id' | 'photo_id' | 'text';
export type FieldErrors = Partial<Record<ComplaintField, MessageDescriptor>>;

/** The form prefilled from the page's query (?member=&photo=&category=), as the profile and chat menus link it. */
export function draftFromSearch(search: string): ComplaintDraft {
  const params = new URLSearchParams(search);
  const id = (name: string) => {
    const v = params.get(name) ?? '';
    return /^\d{1,9}$/.test(v) ? v : '';
  };
  const memberId = id('member');
  const photoId = id('photo');
  const asked = params.get('category');
  const category: ComplaintCategory =
    asked === 'member' || asked === 'photo' || asked === 'general' ? asked : photoId ? 'photo' : memberId ? 'member' : 'general';
  return { category, memberId, photoId, text: '' };
}

/** What the form would send, or the fields to fix first (the server checks the same again). */
export function validateDraft(d: ComplaintDraft): { request: ComplaintRequest } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const text = d.text.trim();
  if (text.length < COMPLAINT_TEXT_MIN) errors.text = msg`Please describe the problem in at least ${COMPLAINT_TEXT_MIN} characters.`;
  if (text.length > COMPLAINT_TEXT_MAX) errors.text = msg`Please keep it under ${COMPLAINT_TEXT_MAX} characters.`;
  const needsMember = d.category !== 'general';
  const memberId = d.memberId.trim();
  if (needsMember && !memberId) errors.member_id = msg`Please enter the member number of the profile you report.`;
  else if (memberId && !/^\d{1,9}$/.test(memberId)) errors.member_id = msg`A member number has digits only.`;
  if (Object.keys(errors).length > 0) return { errors };
  const request: ComplaintRequest = { category: d.category, text };
  if (needsMember && memberId) request.member_id = Number(memberId);
  if (d.category === 'photo' && /^\d{1,9}$/.test(d.photoId)) request.photo_id = Number(d.photoId);
  return { request };
}

/** The server's field issues (invalid_request) as messages beside the fields. */
export function fieldErrorsOf(error: ActionError): FieldErrors | null {
  if (error.error !== 'invalid_request' || !('issues' in error) || !error.issues) return null;
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.path === 'text') errors.text = issue.code === 'too_big' ? msg`Please keep it under ${COMPLAINT_TEXT_MAX} characters.` : msg`Please describe the problem in at least ${COMPLAINT_TEXT_MIN} characters.`;
    else if (issue.path === 'member_id')
      errors.member_id =
        issue.code === 'required'
          ? msg`Please enter the member number of the profile you report.`
          : issue.code === 'self'
            ? msg`You cannot report yourself.`
            : msg`We could not find a member with this number.`;
    else if (issue.path === 'photo_id') errors.photo_id = msg`This photo could not be found on that profile.`;
    else if (issue.path === 'category') errors.category = msg`Please choose what your complaint is about.`;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
