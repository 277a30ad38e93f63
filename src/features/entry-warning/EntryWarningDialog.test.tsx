// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntryWarningDialog } from './EntryWarningDialog.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('entry-warning dialog', () => {
  it('is a labelled modal dialog that Escape does not dismiss', () => {
    const onEnter = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <EntryWarningDialog siteName="Flirtwave" onEnter={onEnter} />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Adults only' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(onEnter).toHaveBeenCalledOnce();
  });
});
