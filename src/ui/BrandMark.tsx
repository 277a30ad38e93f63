/**
 * The site's mark beside its name: the operator's logo (`settings.brand.logo`) when the site has one on
 * this server (decision 127; img-src is 'self', so a logo elsewhere would not load), else ♥.
 */
export function BrandMark({ logo }: { logo: string | undefined }) {
  if (logo?.startsWith('/') && !logo.startsWith('//')) return <img className="brand-mark brand-logo" src={logo} alt="" width={34} height={34} />;
  return (
    <span className="brand-mark" aria-hidden="true">
      ♥
    </span>
  );
}
