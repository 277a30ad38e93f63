// Screenshots of the members area in WebKit and Gecko at 375 and 1280 px, for a person to look at
// (decision 172): node --import tsx tests/engines/screens.ts webkit|gecko  (webkit under xvfb-run -a).
// Writes test-results/engines-screens/<engine>-<width>-<screen>.png.
import { mkdirSync } from 'node:fs';
import { uuidv7 } from 'uuidv7';
import { ServerProcess } from '../chaos/serverProcess.ts';
import { geckoDriver, webkitDriver, type ElementRef, type EngineDriver } from './driver.ts';
import { FIND, type Query } from './finder.ts';

const engine = process.argv[2] === 'gecko' ? 'gecko' : 'webkit';
const port = Number(process.env.E2E_ENGINES_PORT ?? 3179) + 2;
const out = 'test-results/engines-screens';
const PASSWORD = 'engines-password-1';

async function post(baseURL: string, path: string, body: unknown, cookie = ''): Promise<{ json: unknown; cookie: string }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const set = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { json: await res.json().catch(() => null), cookie: set || cookie };
}

async function until<T>(probe: () => Promise<T | null>, timeout = 20_000): Promise<T | null> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const server = new ServerProcess(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', port, { SEED_MEMBERS: '12' }, 240_000);
  await server.start();
  const base = server.baseURL;
  let driver: EngineDriver | null = null;
  try {
    const marker = uuidv7().replace(/[^a-f]/g, '').slice(0, 6);
    const me = { email: `screens-${engine}-${marker}@e2e.test`, name: 'Quinta', credits: 100, paid_user: true };
    const myId = ((await post(base, '/api/test/members', { ...me, password: PASSWORD })).json as { id: number }).id;
    const peerEmail = `screens-peer-${engine}-${marker}@e2e.test`;
    await post(base, '/api/test/members', { email: peerEmail, name: 'Rasmus', credits: 100, password: PASSWORD });
    const peer = await post(base, '/api/user.php', { email: peerEmail, password: PASSWORD });
    await post(base, '/api/messages.php', { id: uuidv7(), profile_id: myId, kind: 'text', body: 'Hello Quinta, how is your week going?' }, peer.cookie);
    await post(base, '/api/like.php', { profile_id: myId }, peer.cookie);

    driver = engine === 'webkit' ? await webkitDriver() : await geckoDriver();
    const d = driver;
    const find = (q: Query) => d.element(FIND, [q]);
    await d.goto(`${base}/login`);
    await d.evaluate(
      String(() => {
        localStorage.setItem('entryWarningDismissedAt', String(Date.now()));
        document.cookie = `entry_ok=${Date.now()}; path=/`;
        document.cookie = 'test_tb_delay=600; path=/';
      }),
    );
    await d.reload();
    // found again when the app takes the painted form over (a stale element)
    const act = (query: Query, action: (element: ElementRef) => Promise<void>) =>
      until(async () => {
        const element = await find(query);
        if (!element) return null;
        await action(element);
        return true;
      });
    await act({ role: 'textbox', name: 'E-mail' }, (element) => d.type(element, me.email));
    await act({ role: 'label', name: 'Password' }, (element) => d.type(element, PASSWORD));
    await act({ role: 'button', name: 'Log in' }, (element) => d.click(element));
    await until(async () => (new URL(await d.url()).pathname === '/members' ? true : null));
    const chats = await until(() => d.evaluate<number | null>(String(async () => ((await (await fetch('/api/chats.php')).json()) as { chats?: Array<{ id: number }> }).chats?.[0]?.id ?? null)));
    const screens: Array<[string, string, Query | null]> = [
      ['members', '/members', { role: 'img', pattern: '.' }],
      ['profile-of-member', `/members/${myId + 1}`, { role: 'heading', pattern: '^About ' }],
      ['chats', '/chats', null],
      ['conversation', `/chats/${chats ?? ''}`, { role: 'textbox', pattern: '^Message to' }],
      ['likes', '/likes', null],
      ['credits', '/credits', { role: 'heading', name: 'Buy credits' }],
      ['my-profile', '/profile', null],
      ['settings', '/settings', null],
      ['notifications', '/notifications', null],
    ];
    for (const width of [375, 1280]) {
      await d.setViewport(width, width === 375 ? 740 : 860);
      for (const [name, path, ready] of screens) {
        await d.goto(`${base}${path}`);
        if (ready) await until(() => find(ready));
        // the photos and fonts settle: until the document has been still for a moment
        await d.evaluate(String(() => document.fonts?.ready.then(() => new Promise((resolve) => setTimeout(resolve, 600)))));
        await d.screenshot(`${out}/${engine}-${width}-${name}.png`);
      }
      // a modal: the account menu
      await d.goto(`${base}/members`);
      const menu = await until(() => find({ role: 'button', pattern: 'Account menu' }));
      if (menu) {
        try {
          await d.click(menu);
          await d.evaluate(String(() => new Promise((resolve) => setTimeout(resolve, 400))));
          await d.screenshot(`${out}/${engine}-${width}-account-menu.png`);
        } catch (error) {
          process.stdout.write(`${engine} ${width}: the account menu could not be opened: ${error instanceof Error ? error.message : String(error)}\n`);
        }
      }
    }
    process.stdout.write(`${engine}: screenshots in ${out}\n`);
  } finally {
    await driver?.close();
    await server.dispose();
  }
}

await main();
