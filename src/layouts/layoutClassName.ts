interface LayoutState {
  layout: 'default' | 'chat' | 'lander' | 'empty';
  loggedIn: boolean;
  isIndex: boolean;
  pwaFooter?: boolean;
}

/** The layout root's classes: logged-in/logged-out, and the compact footer on logged-in non-index pages. */
export function layoutClassName({ layout, loggedIn, isIndex, pwaFooter = false }: LayoutState): string {
  return [
    'layout',
    `layout-${layout}`,
    loggedIn ? 'logged-in' : 'logged-out',
    loggedIn && !isIndex ? 'footer-compact' : null,
    pwaFooter ? 'pwa-mode' : null,
  ]
    .filter(Boolean)
    .join(' ');
}
