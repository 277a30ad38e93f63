// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { LikeEvent } from '../../db/index.ts';

const dismissLikeEvent = vi.fn(() => Promise.resolve({ ok: true as const }));
vi.mock('../../sync/index.ts', () => ({ actions: { dismissLikeEvent: () => dismissLikeEvent() } }));
const { default: LikeModal } = await import('./LikeModal.tsx');

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => dismissLikeEvent.mockClear());
afterEach(cleanup);

const event = (match: boolean): LikeEvent => ({
  id: 'e1',
  profileId: 77,
  match,
  at: 1,
  card: { name: 'Mia', age: 29, region: 'Greater London', country: 'GB', mainImage: null, fictional: false, match },
});

function show(e: LikeEvent) {
  const location = memoryLocation({ path: '/likes', record: true });
  const view = render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <LikeModal event={e} />
      </Router>
    </I18nProvider>,
  );
  return { location, view };
}

describe('the like / match modal', () => {
  it('says who likes me and closes on a click anywhere', () => {
    show(event(false));
    const dialog = screen.getByRole('dialog', { name: 'Mia likes you!' });
    fireEvent.click(dialog);
    expect(dismissLikeEvent).toHaveBeenCalledTimes(1);
  });

  it('a click on the photo starts the chat without closing, with a starting flag; leaving the page clears the event', () => {
    const { location, view } = show(event(true));
    expect(screen.getByRole('dialog', { name: "It's a match!" })).toBeTruthy();
    const [photo, button] = screen.getAllByRole('button', { name: 'Send Mia a message' });
    fireEvent.click(photo as HTMLElement);
    expect(location.history).toEqual(['/likes', '/members/77/chat']);
    expect(dismissLikeEvent).not.toHaveBeenCalled();
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Opening the chat…')).toBeTruthy();
    fireEvent.click(button as HTMLElement);
    expect(location.history).toHaveLength(2);
    view.unmount();
    expect(dismissLikeEvent).toHaveBeenCalledTimes(1);
  });

  it('Escape closes it', () => {
    show(event(false));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(dismissLikeEvent).toHaveBeenCalledTimes(1);
  });
});
