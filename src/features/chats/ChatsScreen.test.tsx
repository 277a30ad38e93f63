// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, writeKv } from '../../db/index.ts';
import ChatsScreen from './ChatsScreen.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(async () => {
  await writeKv('chatNotice', null, db);
});
afterEach(cleanup);

// SPEC §4, §8: a refused chat deletion is told on /chats, where the member is
describe('/chats', () => {
  it('shows why a chat deletion was refused above the list', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <ChatsScreen />
      </I18nProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await writeKv('chatNotice', { id: 'n-1', kind: 'deleteChat', error: 'forbidden', conversationId: 9, profileId: 4, at: 1 }, db);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This conversation could not be deleted.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
