// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginBody, signupBody } from '../../../server/content/authForms.ts';
import type { Settings } from '../../contract/index.ts';
import { db, writeKv } from '../../db/index.ts';
import SignupScreen from '../signup/SignupScreen.tsx';
import LoginScreen from './LoginScreen.tsx';

// The server paints /login and /signup with the markup of the app's screens (decision 137), so that
// the app's first render replaces it without a visible jump and takes over the typed values by field
// name (serverForm.ts). This test renders both and compares them element by element: a field, class,
// word or link changed on one side only fails here instead of flashing or losing input in a browser.

const settings = { name: 'Flirtwave', countries: ['GB', 'NL'], geoip_country: 'NL' } as unknown as Settings;

/** Attributes only one side has by design: the server's form posts itself until the app arrives. */
const SERVER_ONLY = new Set(['method', 'enctype', 'data-ssr-form', 'data-ssr-step']);
/** Form state is compared as properties (React sets some as properties, the server as attributes). */
const STATE = new Set(['checked', 'selected', 'style']);
/** A text field's value attribute is state too (a radio's or an option's is what it stands for). */
const isStateValue = (element: Element, name: string) => name === 'value' && element instanceof HTMLInputElement && element.type !== 'radio' && element.type !== 'checkbox';

/** One line per element and text run: tag, attributes (sorted), the state of form controls, indented by depth. */
function outline(root: Element): string[] {
  const lines: string[] = [];
  const walk = (element: Element, depth: number) => {
    const pad = '  '.repeat(depth);
    const attributes = [...element.attributes]
      .filter((a) => !SERVER_ONLY.has(a.name) && !STATE.has(a.name) && !isStateValue(element, a.name))
      .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
      .sort();
    if (element instanceof HTMLInputElement) attributes.push(element.type === 'radio' || element.type === 'checkbox' ? `:checked=${element.checked}` : `:value=${JSON.stringify(element.value)}`);
    if (element instanceof HTMLSelectElement) attributes.push(`:value=${JSON.stringify(element.value)}`);
    lines.push(`${pad}<${element.tagName.toLowerCase()} ${attributes.join(' ')}>`);
    let text = '';
    const flush = () => {
      const run = text.replace(/\s+/g, ' ').trim();
      if (run) lines.push(`${pad}  "${run}"`);
      text = '';
    };
    for (const child of element.childNodes) {
      if (child.nodeType === 3) text += child.textContent ?? '';
      else if (child instanceof Element) {
        flush();
        walk(child, depth + 1);
      }
    }
    flush();
  };
  walk(root, 0);
  return lines;
}

function painted(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  const first = host.firstElementChild;
  if (!first) throw new Error('the server painted nothing');
  return first;
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(async () => {
  await db.kv.clear();
  await writeKv('settings', settings);
  await writeKv('user', null);
});
afterEach(cleanup);

const inApp = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('the forms the server paints are the app screens’ forms', () => {
  it('/login', async () => {
    const { container } = inApp(<LoginScreen />);
    await screen.findByText('Welcome back to Flirtwave.');
    const app = outline(container.firstElementChild as Element);
    expect(app.some((line) => line.includes('id="login-password"'))).toBe(true);
    expect(outline(painted(loginBody('en', 'Flirtwave')))).toEqual(app);
  });

  it('/signup, step one, with the site’s countries and the visitor’s one chosen', async () => {
    const { container } = inApp(<SignupScreen />);
    await screen.findByRole('option', { name: 'Netherlands' });
    const app = outline(container.firstElementChild as Element);
    expect(app.some((line) => line.includes('id="signup-country"') && line.includes(':value="NL"'))).toBe(true);
    expect(outline(painted(signupBody('en', { countries: ['GB', 'NL'], country: 'NL' })))).toEqual(app);
  });
});
