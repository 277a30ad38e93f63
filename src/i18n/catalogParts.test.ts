import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../scripts/vite/catalogParts.ts';
import { routes, type RouteName } from '../app/routes.ts';
import { isShellRoute, shellScreens } from './shellScreens.ts';

type Catalog = { messages: Record<string, unknown> };
const id = (message: string): string => generateMessageId(message);

describe('catalog parts (decision 006)', () => {
  it('split each catalog in two without losing or repeating a message', async () => {
    const whole = ((await import('../../locales/de/messages.po')) as Catalog).messages;
    const shell = ((await import('../../locales/de/messages.po?part=shell')) as Catalog).messages;
    const rest = ((await import('../../locales/de/messages.po?part=rest')) as Catalog).messages;
    const shellIds = Object.keys(shell);
    const restIds = Object.keys(rest);
    expect(shellIds.filter((key) => key in rest)).toEqual([]);
    expect([...shellIds, ...restIds].sort()).toEqual(Object.keys(whole).sort());
    // the top bar's login button and the footer are the first route's; a search pager is not
    expect(shell[id('Log in')]).toEqual(whole[id('Log in')]);
    expect(shell[id('Access ban')]).toBeDefined();
    expect(rest[id('Next page')]).toBeDefined();
    expect(shellIds.length).toBeLessThan(restIds.length / 2);
  });

  it('take the first route from main.tsx and the screens a visitor lands on', () => {
    const files = staticClosure(process.cwd(), ['src/main.tsx', ...Object.values(shellScreens)]);
    expect(files).toContain('src/layouts/DefaultLayout.tsx');
    expect(files).toContain('src/features/home/HomeScreen.tsx');
    expect(files).not.toContain('src/features/members/MembersSearchScreen.tsx');
    expect(files).not.toContain('src/layouts/MemberParts.tsx');
  });

  it('name the files screens.ts loads for those routes', () => {
    const source = readFileSync('src/app/screens.ts', 'utf8');
    for (const [route, file] of Object.entries(shellScreens)) {
      const line = new RegExp(`^\\s*${route}: lazy\\(\\(\\) => import\\('\\.\\./${file.replace(/^src\//, '').replace(/\./g, '\\.')}'\\)\\)`, 'm');
      expect(source, route).toMatch(line);
    }
    expect(isShellRoute(null)).toBe(true);
    expect(isShellRoute('members' satisfies RouteName)).toBe(false);
    expect(Object.keys(shellScreens).every((route) => route in routes)).toBe(true);
  });
});
