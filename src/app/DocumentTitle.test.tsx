// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Settings, User } from '../contract/index.ts';
import { db, writeKv } from '../db/index.ts';
import { DocumentTitle } from './DocumentTitle.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(async () => {
  await Promise.all([db.kv.clear(), db.chats.clear(), db.likes.clear()]);
  await writeKv('settings', { name: 'Flirtwave', index_title: 'Meet people' } as Settings);
});
afterEach(cleanup);

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <DocumentTitle route="members" />
    </I18nProvider>,
  );

describe('document title', () => {
  it('counts unread messages plus new likes for a member', async () => {
    await writeKv('user', { id: 1 } as User);
    await db.chats.bulkPut([
      { id: 1, profileId: 1, numUnread: 2, lastMessageAt: 1, lastMessagePreview: '', version: 1 },
      { id: 2, profileId: 2, numUnread: 1, lastMessageAt: 2, lastMessagePreview: '', version: 1 },
    ]);
    await db.likes.put({ id: 'in:3', profileId: 3, direction: 'in', likeNew: true, createdAt: 1, version: 1 });
    show();
    await waitFor(() => expect(document.title).toBe('(4) Search members · Flirtwave'));
  });

  it('has no prefix when nothing is new', async () => {
    await writeKv('user', { id: 1 } as User);
    show();
    await waitFor(() => expect(document.title).toBe('Search members · Flirtwave'));
  });
});
