import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberSearchKey } from '../../contract/adminMembers.ts';

/** Names of what the member back office shows (decision 129); an unknown value is shown as it is. */
const name = (i18n: I18n, names: Record<string, MessageDescriptor>, value: string): string => {
  const found = names[value];
  return found ? i18n._(found) : value;
};

export const searchKeyNames: Record<MemberSearchKey, MessageDescriptor> = {
  any: msg`Anything`,
  email: msg`E-mail address`,
  name: msg`Name`,
  id: msg`Member id`,
  payment: msg`Payment reference`,
};

const statusNames: Record<string, MessageDescriptor> = {
  confirmed: msg`Confirmed`,
  not_confirmed: msg`Not confirmed`,
  pending_deletion: msg`Deletion pending`,
};

/** why a balance changed: the ledger's reasons (server/payments/credits.ts and its callers) */
const ledgerReasons: Record<string, MessageDescriptor> = {
  message: msg`Message sent`,
  photo_message: msg`Photo message sent`,
  gift: msg`Gift sent`,
  purchase: msg`Purchase`,
  signup: msg`Signup bonus`,
  refund: msg`Refund`,
  chargeback: msg`Chargeback`,
  bonus: msg`Bonus`,
  staff_adjustment: msg`Adjusted by staff`,
};

const historyActions: Record<string, MessageDescriptor> = {
  'member.warn': msg`Warned`,
  'member.suspend': msg`Suspended`,
  'member.ban': msg`Banned`,
  'member.lift': msg`Restriction lifted`,
  'member.delete_about': msg`Profile text deleted`,
  'photo.approve': msg`Photo approved`,
  'photo.reject': msg`Photo rejected`,
  'photo.delete': msg`Photo deleted`,
  'member.credits': msg`Credits adjusted`,
  'member.activation_mail': msg`Activation mail sent again`,
  'member.end_sessions': msg`All sessions ended`,
  'member.delete': msg`Account deletion started`,
  'member.data_export': msg`Data export started`,
};

const reportStatuses: Record<string, MessageDescriptor> = {
  open: msg`Open`,
  handled: msg`Handled`,
  dismissed: msg`Dismissed`,
};

export const statusName = (i18n: I18n, status: string): string => name(i18n, statusNames, status);
export const ledgerReasonName = (i18n: I18n, reason: string): string => name(i18n, ledgerReasons, reason);
export const historyActionName = (i18n: I18n, action: string): string => name(i18n, historyActions, action);
export const reportStatusName = (i18n: I18n, status: string): string => name(i18n, reportStatuses, status);
