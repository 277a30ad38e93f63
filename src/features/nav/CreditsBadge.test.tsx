// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CreditsBadge } from './CreditsBadge.tsx';
import { creditsBadgeTone } from './creditsBadge.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const renderBadge = (credits: number) =>
  render(
    <I18nProvider i18n={i18n}>
      <CreditsBadge credits={credits} />
    </I18nProvider>,
  );

describe('credits badge', () => {
  it('shows no badge above 10 credits', () => {
    expect(creditsBadgeTone(11)).toBeNull();
    const { container } = renderBadge(11);
    expect(container.querySelector('.badge')).toBeNull();
  });

  it.each([10, 5, 1])('shows a warning badge at %i credits', (credits) => {
    expect(creditsBadgeTone(credits)).toBe('warning');
    const { container } = renderBadge(credits);
    const badge = container.querySelector('.badge');
    expect(badge?.className).toContain('badge-warning');
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toBe(String(credits));
  });

  it('shows a danger badge at 0 credits, labelled for screen readers', () => {
    expect(creditsBadgeTone(0)).toBe('danger');
    renderBadge(0);
    const badge = screen.getByText('0 credits').closest('.badge');
    expect(badge?.className).toContain('badge-danger');
  });

  it('labels one credit in the singular', () => {
    renderBadge(1);
    expect(screen.getByText('1 credit')).toBeTruthy();
  });
});
