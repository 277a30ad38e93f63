import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationItem } from '../../contract/index.ts';

/** The translated label of each notification setting (SPEC §3). */
export function notificationLabel(i18n: I18n, item: NotificationItem): string {
  switch (item) {
    case 'new_conversations':
      return i18n._(msg`New conversations`);
    case 'new_messages':
      return i18n._(msg`New messages`);
    case 'like':
      return i18n._(msg`Likes`);
    case 'unread_message_reminders':
      return i18n._(msg`Reminders of unread messages`);
    case 'promotions':
      return i18n._(msg`Promotions and offers`);
    case 'weekly_updates':
      return i18n._(msg`Weekly updates`);
    case 'news':
      return i18n._(msg`News`);
    case 'reminders':
      return i18n._(msg`Reminders`);
  }
}
