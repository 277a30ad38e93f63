import { describe, expect, it } from 'vitest';
import { api } from '../src/contract/index.ts';
import { settingsPath } from './pull.ts';

/** SPEC §7 settings.php: the request host forced as _force_domain plus the page's query parameters. */
describe('the settings request', () => {
  it('carries the page’s host as _force_domain and the page’s query parameters', () => {
    const path = settingsPath({ host: 'she.example.com:8080', search: '?network=adnet&ref=spring&lang=de' });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe(api.settings);
    expect(Object.fromEntries(url.searchParams)).toEqual({ network: 'adnet', ref: 'spring', lang: 'de', _force_domain: 'she.example.com:8080' });
  });

  it('lets the page’s own _force_domain never replace the host, and drops what the server refuses as hostile', () => {
    const url = new URL(settingsPath({ host: 'localhost', search: '?_force_domain=evil.example&__proto__=x&a=%00&b=ok' }), 'http://x');
    expect(url.searchParams.getAll('_force_domain')).toEqual(['localhost']);
    expect(url.searchParams.has('__proto__')).toBe(false);
    expect(url.searchParams.has('a')).toBe(false);
    expect(url.searchParams.get('b')).toBe('ok');
  });

  it('is the plain path when the page is unknown', () => {
    expect(settingsPath(undefined)).toBe(api.settings);
  });
});
