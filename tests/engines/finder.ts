// Finding in the page by role and text, as a member does (decision 172): the functions below run in
// the page (their source is sent by the driver), so both engines find the same way.

/** What a test looks for: a role and an accessible name (exact text, or a pattern's source). */
export interface Query {
  role: 'button' | 'link' | 'heading' | 'textbox' | 'radio' | 'menuitem' | 'dialog' | 'listitem' | 'img' | 'label';
  /** exact accessible name (whitespace collapsed) */
  name?: string;
  /** a regular expression's source the accessible name must match */
  pattern?: string;
  /** only inside the element with this role and name pattern */
  within?: { role: string; pattern: string };
}

/**
 * The in-page finder, as source: `(query) => Element | null`, the first visible element whose
 * role and accessible name match. Roles by the elements this app renders (a subset of ARIA's).
 */
export const FIND = String((query: Query): Element | null => {
  const selectors: Record<string, string> = {
    button: 'button,[role=button],input[type=submit],input[type=button]',
    link: 'a[href],[role=link]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    textbox: 'input:not([type]),input[type=text],input[type=email],input[type=search],input[type=tel],textarea,[role=textbox]',
    radio: 'input[type=radio],[role=radio]',
    menuitem: '[role=menuitem]',
    dialog: 'dialog[open],[role=dialog],[role=alertdialog]',
    listitem: 'li,[role=listitem]',
    img: 'img,[role=img]',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    list: 'ul,ol,[role=list]',
    // a form field by its label (password fields have no role)
    label: 'input,textarea,select',
  };
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (id: string) => collapse(document.getElementById(id)?.textContent);
  function nameOf(el: Element): string {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return collapse(labelledBy.split(/\s+/).map(textOf).join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return collapse(label);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      const labels = el.labels ? [...el.labels] : [];
      if (labels.length) return collapse(labels.map((l) => l.textContent).join(' '));
      if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')) return collapse(el.value);
      return collapse(el.getAttribute('placeholder') ?? el.getAttribute('title'));
    }
    if (el instanceof HTMLImageElement) return collapse(el.alt);
    const title = el.getAttribute('title');
    const text = collapse((el as HTMLElement).innerText ?? el.textContent);
    return text || collapse(title);
  }
  function visible(el: Element): boolean {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  }
  const matches = (el: Element, role: string, name?: string, pattern?: string): boolean => {
    if (!el.matches(selectors[role] ?? `[role=${role}]`) || !visible(el)) return false;
    const accessible = nameOf(el);
    if (name !== undefined) return accessible === name;
    if (pattern !== undefined) return new RegExp(pattern).test(accessible);
    return true;
  };
  let roots: Element[] = [document.documentElement];
  if (query.within) {
    const { role, pattern } = query.within;
    roots = [...document.querySelectorAll(selectors[role] ?? `[role=${role}]`)].filter((el) => matches(el, role, undefined, pattern));
  }
  for (const root of roots) {
    for (const el of root.querySelectorAll(selectors[query.role] ?? `[role=${query.role}]`)) {
      if (matches(el, query.role, query.name, query.pattern)) return el;
    }
  }
  return null;
});
