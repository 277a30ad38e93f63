// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPageFailed } from '../features/errors/ErrorPageFailed.tsx';
import { ErrorScreen } from '../features/errors/ErrorScreen.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RouteError } from './RouteError.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Throws({ error }: { error: unknown }): never {
  throw error;
}

const renderPage = (error: unknown, fallback = (e: unknown) => <ErrorScreen error={e} />) => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <I18nProvider i18n={i18n}>
      <ErrorBoundary fallback={() => <ErrorPageFailed />}>
        <ErrorBoundary fallback={fallback}>
          <Throws error={error} />
        </ErrorBoundary>
      </ErrorBoundary>
    </I18nProvider>,
  );
};

describe('error page', () => {
  it('shows Error and 500 for an unexpected error, without its internals', () => {
    renderPage(new TypeError('x is undefined'));
    expect(screen.getByRole('heading').textContent).toBe('Error');
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText(/x is undefined/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the message and status of a route error', () => {
    renderPage(new RouteError('Payment not found', 404));
    expect(screen.getByRole('heading').textContent).toBe('Payment not found');
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('falls back to a plain page when the error page itself fails', () => {
    renderPage(new Error('first'), () => <Throws error={new Error('second')} />);
    expect(screen.getByRole('heading').textContent).toBe('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toBeTruthy();
  });
});
