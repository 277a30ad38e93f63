import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AuditEntry } from '../../contract/staff.ts';
import { queueName } from '../moderation/kinds.ts';

/**
 * The audit log read as sentences (decision 177). An act on many photos at once is one entry per
 * photo (server/staff/audit.ts), told as one line: consecutive entries of one staff member, one
 * action, one member and one batch (`after.batch.id`) form a group.
 */
export interface AuditGroup {
  key: string;
  entries: AuditEntry[];
}

const facts = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** the batch an entry was written by, if any (the photo batch writes `after.batch.id`) */
function batchOf(entry: AuditEntry): string | null {
  const id = facts(facts(entry.after).batch).id;
  return typeof id === 'string' ? id : null;
}

export function groupAudit(entries: readonly AuditEntry[]): AuditGroup[] {
  const groups: AuditGroup[] = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    const head = last?.entries[0];
    const batch = batchOf(entry);
    if (last && head && batch !== null && batchOf(head) === batch && head.action === entry.action && head.staff_id === entry.staff_id && head.member?.id === entry.member?.id) {
      last.entries.push(entry);
    } else {
      groups.push({ key: String(entry.id), entries: [entry] });
    }
  }
  return groups;
}

/** A member as a sentence names them: their name and number, or that they were erased. */
export function memberName(i18n: I18n, member: AuditEntry['member']): string {
  if (!member) return i18n._(msg`a member`);
  const { id, name } = member;
  return name === null ? i18n._(msg`an erased member (no. ${id})`) : i18n._(msg`${name} (member no. ${id})`);
}

/** One line of the log: who did what to whom. */
export function auditSentence(i18n: I18n, group: AuditGroup): string {
  const entry = group.entries[0];
  if (!entry) return '';
  const count = group.entries.length;
  const who = entry.staff_email ?? i18n._(msg`The system`);
  const member = memberName(i18n, entry.member);
  const staff = entry.target_staff_email ?? entry.staff_email ?? i18n._(msg`an unknown account`);
  const queue = entry.target_kind ? queueName(i18n, entry.target_kind) : '';
  const item = entry.target_id ?? '';
  switch (entry.action) {
    case 'photo.approve':
      return i18n._(msg`${who} approved ${plural(count, { one: 'a photo', other: '# photos' })} of ${member}`);
    case 'photo.reject':
      return i18n._(msg`${who} rejected ${plural(count, { one: 'a photo', other: '# photos' })} of ${member}`);
    case 'photo.delete':
      return i18n._(msg`${who} deleted a photo of ${member}`);
    case 'member.warn':
      return i18n._(msg`${who} warned ${member}`);
    case 'member.suspend':
      return i18n._(msg`${who} suspended ${member}`);
    case 'member.ban':
      return i18n._(msg`${who} banned ${member}`);
    case 'member.lift':
      return i18n._(msg`${who} lifted the restrictions on ${member}`);
    case 'member.delete_about':
      return i18n._(msg`${who} deleted the profile text of ${member}`);
    case 'member.view':
      return i18n._(msg`${who} opened the file of ${member}`);
    case 'member.search':
      return i18n._(msg`${who} searched the members`);
    case 'member.end_sessions':
      return i18n._(msg`${who} logged ${member} out everywhere`);
    case 'member.credits':
      return i18n._(msg`${who} changed the credits of ${member}`);
    case 'queue.list':
      return i18n._(msg`${who} opened the queue “${queue}”`);
    case 'queue.item_view':
      return i18n._(msg`${who} opened item ${item} of the queue “${queue}”`);
    case 'queue.close':
      return i18n._(msg`${who} closed item ${item} of the queue “${queue}”`);
    case 'queue.dismiss':
      return i18n._(msg`${who} dismissed item ${item} of the queue “${queue}”`);
    case 'message.release':
      return i18n._(msg`${who} released a held message`);
    case 'message.reject':
      return i18n._(msg`${who} rejected a held message`);
    case 'message.image_view':
      return i18n._(msg`${who} viewed the picture of a message`);
    case 'staff.login':
      return i18n._(msg`${who} logged in`);
    case 'staff.logout':
      return i18n._(msg`${who} logged out`);
    case 'staff.login_failed':
      return i18n._(msg`A login to ${staff} failed`);
    case 'staff.login_blocked':
      return i18n._(msg`Logins to ${staff} were paused after repeated failures`);
    case 'staff.totp_enrolled':
      return i18n._(msg`${who} set up two-factor login`);
    case 'staff.password_changed':
      return i18n._(msg`${who} changed their password`);
    case 'staff.create':
      return i18n._(msg`${who} created the staff account ${staff}`);
    case 'staff.role_change':
      return i18n._(msg`${who} changed the role of ${staff}`);
    case 'staff.disable':
      return i18n._(msg`${who} disabled the staff account ${staff}`);
    case 'staff.enable':
      return i18n._(msg`${who} enabled the staff account ${staff}`);
    case 'staff.sessions_ended':
      return i18n._(msg`${who} ended the sessions of ${staff}`);
    case 'staff.password_reset':
      return i18n._(msg`${who} reset the password of ${staff}`);
    case 'staff.totp_reset':
      return i18n._(msg`${who} reset the two-factor login of ${staff}`);
    case 'payment.list':
      return i18n._(msg`${who} listed payments`);
    case 'payment.export':
      return i18n._(msg`${who} exported payments`);
    case 'payment.refund':
      return i18n._(msg`${who} refunded payment ${item}`);
    case 'payment.refund_failed':
      return i18n._(msg`${who} tried to refund payment ${item}; the provider refused`);
    default: {
      // an action without its own sentence yet: who, the action's code and the item
      const { action, target_kind: kind } = entry;
      return kind ? i18n._(msg`${who}: ${action} on ${kind} ${item}`) : i18n._(msg`${who}: ${action}`);
    }
  }
}
