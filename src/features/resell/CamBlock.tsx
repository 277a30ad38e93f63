import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ResellAnswer } from '../../contract/content.ts';
import { actions } from '../../sync/index.ts';

const external = (url: string): boolean => /^https?:\/\//.test(url);

/** SPEC §2: the cam-profile block with the site's resell items, a clearly labelled advertisement (member_resell). */
export function CamBlock() {
  const { t } = useLingui();
  const [resell, setResell] = useState<ResellAnswer | null>(null);
  useEffect(() => {
    let live = true;
    void actions.loadResell().then((result) => {
      if (live && result.ok) setResell(result.data);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!resell?.enabled || resell.items.length === 0) return null;
  const partner = resell.partner;
  return (
    <aside className="cam-block" aria-label={t`Advertisement`}>
      <p className="cam-block-label">
        <Trans>Advertisement</Trans>
      </p>
      <h2 className="cam-block-title">
        <Trans>Live now on {partner}</Trans>
      </h2>
      <ul className="cam-block-items">
        {resell.items.map((item) => (
          <li key={item.url}>
            <a href={item.url} {...(external(item.url) ? { target: '_blank', rel: 'sponsored noopener noreferrer' } : { rel: 'sponsored' })}>
              <img src={item.image} alt={item.name} width={240} height={300} loading="lazy" decoding="async" />
              <span className="cam-live">
                <Trans>Live</Trans>
              </span>
              <span className="cam-item-text">
                <strong>{item.name}</strong> {item.tagline}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
