// Screenshots in WebKit and Gecko at a phone's and a desktop's width, for a person to look at
// (decision 172): a visitor's pages (the home page, each niche site's home page, signup, login) and
// every main screen and modal a member meets.
//   E2E_ENGINES_PORT=3402 node --import tsx tests/engines/screens.ts gecko
//   E2E_ENGINES_PORT=3403 xvfb-run -a node --import tsx tests/engines/screens.ts webkit
//   E2E_ENGINES_PORT=3401 node --import tsx tests/engines/screens.ts chromium   (Playwright's, to compare)
// Writes $SCREENS_DIR (default /tmp/engines-shots)/<engine>-<width>-<screen>.png. Not part of npm test.
// SCREENS_WIDTHS: the widths (default 375,1280; MiniBrowser's window is never narrower than 447 px,
// so WebKit's default is 447,1280).
import { mkdirSync } from 'node:fs';
import { uuidv7 } from 'uuidv7';
import { ServerProcess } from '../chaos/serverProcess.ts';
import { chromiumDriver, geckoDriver, webkitDriver, type ElementRef, type EngineDriver } from './driver.ts';
import { FIND, type Query } from './finder.ts';

const engine = process.argv[2] === 'gecko' || process.argv[2] === 'chromium' ? process.argv[2] : 'webkit';
const port = Number(process.env.E2E_ENGINES_PORT ?? 3181);
const out = process.env.SCREENS_DIR ?? '/tmp/engines-shots';
const PASSWORD = 'engines-password-1';
const widths = (process.env.SCREENS_WIDTHS ?? (engine === 'webkit' ? '447,1280' : '375,1280')).split(',').map(Number);
const heightOf = (width: number) => (width < 600 ? 760 : 860);
/** the niche sites' hosts (server/db/seed-site-looks.ts); the browsers here resolve *.localhost themselves */
const NICHE_HOSTS = ['she', 'gilf', 'gay'];
/** SCREENS_ONLY: some screens by name (home, home-she, signup, search, …, conversation, account menu, match modal) */
const only = process.env.SCREENS_ONLY?.split(',');

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
    // a man looking for women sees the seeded women in his search (decision 175)
    const me = { email: `screens-${engine}-${marker}@e2e.test`, name: 'Quentin', gender: 'male', credits: 100, paid_user: true };
    const myId = ((await post(base, '/api/test/members', { ...me, password: PASSWORD })).json as { id: number }).id;
    const peerEmail = `screens-peer-${engine}-${marker}@e2e.test`;
    const peerId = ((await post(base, '/api/test/members', { email: peerEmail, name: 'Rasmine', credits: 100, password: PASSWORD })).json as { id: number }).id;
    const peer = await post(base, '/api/user.php', { email: peerEmail, password: PASSWORD });
    await post(base, '/api/messages.php', { id: uuidv7(), profile_id: myId, kind: 'text', body: 'Hello Quentin, how is your week going?' }, peer.cookie);
    // a second woman likes him: liking her back opens the match modal
    const likerIds: number[] = [];
    for (const width of widths) {
      const likerEmail = `screens-liker${width}-${engine}-${marker}@e2e.test`;
      likerIds.push(((await post(base, '/api/test/members', { email: likerEmail, name: 'Liv', credits: 100, password: PASSWORD })).json as { id: number }).id);
      const liker = await post(base, '/api/user.php', { email: likerEmail, password: PASSWORD });
      await post(base, '/api/like.php', { profile_id: myId }, liker.cookie);
    }

    driver = engine === 'webkit' ? await webkitDriver() : engine === 'gecko' ? await geckoDriver() : await chromiumDriver();
    const d = driver;
    const find = (q: Query) => d.element(FIND, [q]);
    // fonts, the images in view (at most 10 s: a loaded machine serves them late) and a moment more
    const settle = () =>
      d.evaluate(
        String(async () => {
          await document.fonts?.ready;
          const pending = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < innerHeight);
          const loads = pending.map(
            (image) =>
              new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
          );
          await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, 10_000))]);
          // a dialog's opening and the like, not the shot of their first frames (endless ones left alone)
          const ending = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
          await Promise.race([Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3_000))]);
          await new Promise((resolve) => setTimeout(resolve, 600));
        }),
      );
    // what loads after the screen (a profile, the match finder's scores) has come
    // the app has taken the page over (its toast region is there: a painted page is not the app yet)
    const loaded = () =>
      d.evaluate<boolean>(
        String(
          () =>
            document.querySelector('h1, h2, [role=dialog]') !== null &&
            document.querySelector('[role=status][aria-label="Notifications"]') !== null &&
            !/Loading|Finding your best matches/.test(document.body.innerText),
        ),
      );
    const shoot = async (width: number, name: string) => {
      await until(loaded);
      await settle();
      await d.screenshot(`${out}/${engine}-${width}-${name}.png`);
      process.stdout.write(`  ${engine}-${width}-${name}.png\n`);
    };
    // an element brought to the middle of the screen first: WebDriver scrolls it to the bottom edge,
    // under the phone layout's fixed bottom bar, and its click lands on the bar
    const centred = async (query: Query) => {
      const element = await until(() => find(query));
      if (!element) return null;
      await d.evaluate(`(q) => { const el = (${FIND})(q); if (el) el.scrollIntoView({ block: 'center' }); return true; }`, [query]);
      return element;
    };
    // once more after a failure: Gecko refuses a navigation the app's own one interrupted (the
    // login's move to /members meets the script's next address: NS_BINDING_ABORTED)
    const tryStep = async (label: string, step: () => Promise<void>) => {
      if (only && !only.includes(label)) return;
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          await step();
          return;
        } catch (error) {
          process.stdout.write(`${engine}: ${label} (attempt ${attempt}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
        }
      }
    };
    const acceptEntry = () =>
      d.evaluate(
        String(() => {
          localStorage.setItem('entryWarningDismissedAt', String(Date.now()));
          document.cookie = `entry_ok=${Date.now()}; path=/`;
          document.cookie = 'test_tb_delay=600; path=/';
        }),
      );
    const nicheOrigins = NICHE_HOSTS.map((niche) => [niche, base.replace('//localhost', `//${niche}.localhost`)] as const);
    for (const origin of [base, ...nicheOrigins.map(([, o]) => o)]) {
      await d.goto(`${origin}/login`);
      await acceptEntry();
    }
    // a visitor's pages: the home page (also each niche site's), signup and login
    const visitorScreens: Array<[string, string, Query]> = [
      ['home', `${base}/`, { role: 'heading', pattern: '.' }],
      ...nicheOrigins.map(([niche, origin]): [string, string, Query] => [`home-${niche}`, `${origin}/`, { role: 'heading', pattern: '.' }]),
      ['signup', `${base}/signup`, { role: 'button', pattern: '.' }],
      ['login', `${base}/login`, { role: 'button', name: 'Log in' }],
    ];
    for (const width of widths) {
      await d.setViewport(width, heightOf(width));
      for (const [name, url, ready] of visitorScreens) {
        await tryStep(name, async () => {
          await d.goto(url);
          if (!(await until(() => find(ready)))) process.stdout.write(`${engine} ${width} ${name}: not ready (${JSON.stringify(ready)})\n`);
          await shoot(width, name);
        });
      }
    }
    await d.goto(`${base}/login`);
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
    const screens: Array<[string, string, Query | null]> = [
      ['search', '/members', { role: 'link', pattern: 'Rasmine' }],
      ['profile', `/members/${peerId}`, { role: 'button', name: 'Like' }],
      ['chats', '/chats', { role: 'link', pattern: 'Rasmine' }],
      ['likes', '/likes', { role: 'heading', pattern: '^Liked me' }],
      ['liked-me', '/likes/liked-me', null],
      ['matches', '/likes/matches', null],
      ['swipe-game', '/swipe-game', { role: 'button', pattern: '^Like' }],
      ['match-finder', '/match-finder', null],
      ['credits', '/credits', { role: 'button', pattern: '^Buy now' }],
      ['transactions', '/transactions', null],
      ['my-profile', '/profile', null],
      ['settings', '/settings', { role: 'heading', name: 'Settings' }],
      ['notifications', '/notifications', { role: 'heading', name: 'Notifications' }],
    ];
    for (const [i, width] of widths.entries()) {
      await d.setViewport(width, heightOf(width));
      for (const [name, path, ready] of screens) {
        await tryStep(name, async () => {
          await d.goto(`${base}${path}`);
          if (ready && !(await until(() => find(ready)))) process.stdout.write(`${engine} ${width} ${name}: not ready (${JSON.stringify(ready)})\n`);
          await shoot(width, name);
        });
      }
      // a conversation, opened from the list as a member does
      await tryStep('conversation', async () => {
        await d.goto(`${base}/chats`);
        const row = await until(() => find({ role: 'link', pattern: 'Rasmine' }));
        if (!row) throw new Error('no conversation with Rasmine in the list');
        await d.click(row);
        if (!(await until(() => find({ role: 'textbox', pattern: '^Message to' })))) throw new Error('no composer');
        await shoot(width, 'conversation');
        const gift = await centred({ role: 'button', name: 'Send a gift' });
        if (!gift) throw new Error('no gift button');
        await d.click(gift);
        await until(() => find({ role: 'dialog', pattern: '.' }));
        await shoot(width, 'gift-picker');
      });
      // the menu: the account menu (every member's screen has it)
      await tryStep('account menu', async () => {
        await d.goto(`${base}/members`);
        const menu = await until(() => find({ role: 'button', pattern: '^Account menu' }));
        if (!menu) throw new Error('no account menu button');
        await d.click(menu);
        await until(() => find({ role: 'menuitem', name: 'Log out' }));
        await shoot(width, 'account-menu');
      });
      // the match modal: liking back a woman who liked him (one woman for each width: a like is once)
      {
        await tryStep('match modal', async () => {
          await d.goto(`${base}/members/${likerIds[i]}`);
          const like = await centred({ role: 'button', name: 'Like' });
          if (!like) throw new Error('no Like button');
          await d.click(like);
          if (!(await until(() => find({ role: 'dialog', pattern: '.' })))) throw new Error('no dialog after the like');
          await shoot(width, 'match-modal');
          // a click anywhere but the photo and the button closes it (else it comes back on the next page)
          const heading = await find({ role: 'heading', pattern: 'match' });
          if (heading) await d.click(heading);
        });
      }
    }
    process.stdout.write(`${engine}: screenshots in ${out}\n`);
  } finally {
    await driver?.close();
    await server.dispose();
  }
}

await main();
