// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffApiError } from '../api.ts';
import { useStaffAction } from './action.ts';
import { consoleFormat } from './format.tsx';
import { Loaded } from './Load.tsx';
import { useStaffPages, useStaffQuery } from './query.ts';
import { Table } from './Table.tsx';

beforeEach(() => i18n.loadAndActivate({ locale: 'en', locales: ['en-GB'], messages: {} }));
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const refused = () => new StaffApiError(409, { error: 'email_exists' });

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("a console screen's read (decision 184)", () => {
  it('shows "Loading…", then the answer; a failure in words; a retry reads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(refused()).mockResolvedValueOnce('the answer');
    function Screen() {
      const query = useStaffQuery('k', load);
      return (
        <>
          <Loaded query={query}>{(data) => <p>{data}</p>}</Loaded>
          <button type="button" onClick={query.reload}>
            retry
          </button>
        </>
      );
    }
    render(<Screen />, { wrapper });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('alert')).textContent).toBe('A staff account with this e-mail address exists already.');
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('the answer')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops an answer that comes after the key changed, and keeps the shown answer while the next one loads", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const view = renderHook(({ key }) => useStaffQuery(key, () => (key === 'a' ? first.promise : second.promise)), { wrapper, initialProps: { key: 'a' } });
    view.rerender({ key: 'b' });
    await act(() => {
      first.resolve('old');
      return first.promise;
    });
    expect(view.result.current.data).toBeNull();
    await act(() => {
      second.resolve('new');
      return second.promise;
    });
    expect(view.result.current).toMatchObject({ data: 'new', loading: false, error: null });
    act(() => view.result.current.reload());
    expect(view.result.current).toMatchObject({ data: 'new', loading: true });
  });
});

describe("a console screen's write", () => {
  it('is busy while it runs, says what it did, and refreshes the read after it', async () => {
    const refresh = vi.fn();
    const call = deferred<{ n: number }>();
    const view = renderHook(() => useStaffAction({ refresh }), { wrapper });
    let ran: Promise<boolean> = Promise.resolve(false);
    act(() => {
      ran = view.result.current.run(() => call.promise, (answer) => `done ${answer.n}`);
    });
    expect(view.result.current.busy).toBe(true);
    await act(() => {
      call.resolve({ n: 3 });
      return call.promise;
    });
    expect(await ran).toBe(true);
    expect(view.result.current).toMatchObject({ busy: false, notice: 'done 3', error: null });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a failure is told in words and does not refresh, unless asked to (someone else was first)', async () => {
    const refresh = vi.fn();
    const plain = renderHook(() => useStaffAction({ refresh }), { wrapper });
    await act(async () => expect(await plain.result.current.run(() => Promise.reject(refused()))).toBe(false));
    expect(plain.result.current.error).toBe('A staff account with this e-mail address exists already.');
    expect(refresh).not.toHaveBeenCalled();
    const after = renderHook(() => useStaffAction({ refresh, refreshAfterFailure: true }), { wrapper });
    await act(async () => void (await after.result.current.run(() => Promise.reject(new Error('offline')))));
    expect(after.result.current.error).toBe('Something went wrong. Please try again.');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('a list read page by page', () => {
  it('adds the next page to the list and starts again from the first on a reload', async () => {
    const pages: Record<string, { rows: number[]; next: number | null }> = { null: { rows: [1, 2], next: 2 }, 2: { rows: [3], next: null } };
    const load = vi.fn((cursor: number | null) => Promise.resolve(pages[String(cursor)] ?? { rows: [], next: null }));
    const view = renderHook(() => useStaffPages('all', load, (page) => page.rows, (page) => page.next), { wrapper });
    await waitFor(() => expect(view.result.current.items).toEqual([1, 2]));
    expect(view.result.current.more).toBe(true);
    act(() => view.result.current.next());
    await waitFor(() => expect(view.result.current.items).toEqual([1, 2, 3]));
    expect(view.result.current.more).toBe(false);
    act(() => view.result.current.reload());
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(view.result.current.items).toEqual([1, 2]);
    expect(load.mock.calls.map(([cursor]) => cursor)).toEqual([null, 2, null]);
  });
});

describe("the console's dates (formatLocale, decision 176)", () => {
  it('follow the formatting locale Lingui was activated with, not the bare language', () => {
    expect(consoleFormat(i18n).date('2026-12-02T09:49:00Z', 'utcDay')).toBe('2 Dec 2026');
    i18n.activate('en', ['en-US']);
    expect(consoleFormat(i18n).date('2026-12-02T09:49:00Z', 'utcDay')).toBe('Dec 2, 2026');
    expect(consoleFormat(i18n).money(1699, 'GBP')).toBe('£16.99');
  });
});

describe("the console's table", () => {
  it('says its empty state instead of an empty table, and names its scrolling region', () => {
    const columns = [{ head: 'Name', cell: (row: { name: string }) => row.name }];
    const { rerender } = render(<Table label="People" rows={[]} rowKey={(_r, i) => i} columns={columns} empty="Nobody yet." />, { wrapper });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nobody yet.')).toBeTruthy();
    rerender(<Table label="People" rows={[{ name: 'Ann' }]} rowKey={(_r, i) => i} columns={columns} empty="Nobody yet." />);
    expect(screen.getByRole('region', { name: 'People' }).querySelector('td')?.textContent).toBe('Ann');
  });
});
