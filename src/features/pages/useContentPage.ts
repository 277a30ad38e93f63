import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { ssrDataFor } from '../../app/ssrData.ts';
import type { ContentPageAnswer } from '../../contract/content.ts';
import { type ContentResult, actions } from '../../sync/index.ts';

type State = { key: string; result: ContentResult<ContentPageAnswer> } | null;

/** A content page in the current locale: the server-rendered one at once, else loaded; undefined while loading. */
export function useContentPage(token: string): { result: ContentResult<ContentPageAnswer> | undefined; retry: () => void } {
  const { i18n } = useLingui();
  const key = `${token}:${i18n.locale}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const page = ssrDataFor(`/pages/${token}`)?.page;
    return page && page.locale === i18n.locale ? { key, result: { ok: true, data: page } } : null;
  });
  const current = state?.key === key ? state.result : undefined;
  useEffect(() => {
    if (current?.ok) return;
    let live = true;
    void actions.loadContentPage(token, i18n.locale).then((result) => {
      if (live) setState({ key, result });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only for another page, locale or a retry
  }, [key, attempt]);
  return { result: current, retry: () => setAttempt((n) => n + 1) };
}
