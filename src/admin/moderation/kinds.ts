import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The names of the moderation queues and of their items' labels (decision 121). The server's
 * registry (server/moderation/queues.ts) decides which queues exist; a kind or label not
 * named here is shown as it is.
 */
export const queueNames: Record<string, MessageDescriptor> = {
  complaints: msg`Complaints`,
  photos: msg`New photos`,
  risk: msg`Risk signals`,
  reports: msg`Reports`,
  held: msg`Held messages`,
};

const labelNames: Record<string, MessageDescriptor> = {
  'complaint:member': msg`About a member`,
  'complaint:photo': msg`About a photo`,
  'complaint:general': msg`General`,
  'photo:pre': msg`Hidden until approved`,
  'photo:post': msg`Visible, to review`,
  'photo:private': msg`Private photo`,
  'risk:first_messages': msg`Many first messages in the first hour`,
  'risk:shared_address': msg`Many signups from one address`,
  'risk:complaints': msg`Many complaints`,
  // member reports and the contact filter (decisions 122, 123)
  'risk:reports': msg`Reported by several members`,
  'risk:held_messages': msg`Messages held by the filter`,
  'report:fake_profile': msg`Fake profile`,
  'report:scam': msg`Scam`,
  'report:harassment': msg`Harassment`,
  'report:sexual_content': msg`Unwanted sexual content`,
  'report:contact_details': msg`Pushes to other apps`,
  'report:underage': msg`Might be under 18`,
  'report:spam': msg`Spam`,
  'report:other': msg`Something else`,
  'report:message': msg`Message attached`,
  'report:blocked': msg`Reporter blocked them`,
  'filter:phone': msg`Phone number`,
  'filter:email': msg`E-mail address`,
  'filter:messenger': msg`Messenger`,
  'filter:link': msg`Link`,
  'filter:scam': msg`Scam pattern`,
};

export function queueName(i18n: I18n, kind: string): string {
  const name = queueNames[kind];
  return name ? i18n._(name) : kind;
}

export function labelName(i18n: I18n, label: string): string {
  const name = labelNames[label];
  return name ? i18n._(name) : label;
}

export function stateName(i18n: I18n, state: string): string {
  switch (state) {
    case 'active':
      return i18n._(msg`Active`);
    case 'warned':
      return i18n._(msg`Warned`);
    case 'suspended':
      return i18n._(msg`Suspended`);
    case 'banned':
      return i18n._(msg`Banned`);
    default:
      return state;
  }
}

export function reviewName(i18n: I18n, review: string): string {
  switch (review) {
    case 'queued':
      return i18n._(msg`To review`);
    case 'approved':
      return i18n._(msg`Approved`);
    case 'rejected':
      return i18n._(msg`Rejected`);
    default:
      return review;
  }
}
