// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazy } from './lazyScreen.ts';

let mounts = 0;
function Ready() {
  const [n, setN] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      ready {n}
    </button>
  );
}
const load = () => Promise.resolve({ default: Ready });
const inSuspense = (Screen: ComponentType) => (
  <Suspense fallback={<p>loading</p>}>
    <Screen />
  </Suspense>
);

afterEach(cleanup);

describe('lazy screens', () => {
  it('a preloaded screen renders in the first commit, without the Suspense fallback', async () => {
    const Screen = lazy(load);
    await Screen.preload();
    const view = render(inSuspense(Screen));
    expect(view.container.textContent).toBe('ready 0');
  });

  it('a screen not loaded yet shows the fallback, then the screen', async () => {
    const Screen = lazy(load);
    const view = render(inSuspense(Screen));
    expect(view.container.textContent).toBe('loading');
    expect(await view.findByText('ready 0')).toBeTruthy();
  });

  it('a screen that loaded while mounted keeps its state when its parent renders again', async () => {
    mounts = 0;
    const Screen = lazy(load);
    const view = render(inSuspense(Screen));
    const button = await view.findByText('ready 0');
    fireEvent.click(button);
    expect(view.container.textContent).toBe('ready 1');
    view.rerender(inSuspense(Screen));
    expect(view.container.textContent).toBe('ready 1');
    expect(mounts).toBe(1);
  });

  it('preloading with the opened path also reads the data of that page, beside the chunk', async () => {
    const asked: string[] = [];
    let chunkLoaded = false;
    const Screen = lazy(
      () => Promise.resolve({ default: Ready }).finally(() => (chunkLoaded = true)),
      (pathname) => {
        asked.push(pathname);
        expect(chunkLoaded).toBe(false);
        return Promise.resolve();
      },
    );
    await Screen.preload('/chats/12');
    await Screen.preload();
    expect(asked).toEqual(['/chats/12']);
  });

  it('a failed data read does not fail the preload', async () => {
    const Screen = lazy(load, () => Promise.reject(new Error('no database')));
    await expect(Screen.preload('/chats/1')).resolves.toBeDefined();
    const view = render(inSuspense(Screen));
    expect(view.container.textContent).toBe('ready 0');
  });
});
