interface TitleParts {
  siteName: string;
  /** the route's own title, already translated */
  routeTitle?: string;
  /** unread messages plus new likes */
  count: number;
}

/** SPEC §2: the page title, with the unread-plus-new-likes count in brackets when above zero. */
export function pageTitle({ siteName, routeTitle, count }: TitleParts): string {
  const base = [routeTitle, siteName].filter(Boolean).join(' · ');
  return count > 0 ? `(${count}) ${base}` : base;
}
