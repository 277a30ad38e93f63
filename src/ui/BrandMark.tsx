import { useSettings } from '../db/kv.ts';

/**
 * The site's mark beside its name: the operator's logo when the site has one on this server
 * (decision 127; img-src is 'self', so a logo elsewhere would not load), else ♥.
 */
export function BrandMark() {
  const logo = useSettings()?.brand?.logo;
  if (logo?.startsWith('/') && !logo.startsWith('//')) return <img className="brand-mark brand-logo" src={logo} alt="" width={34} height={34} />;
  return (
    <span className="brand-mark" aria-hidden="true">
      ♥
    </span>
  );
}
