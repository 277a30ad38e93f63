import { useLayoutEffect, useRef, type RefObject } from 'react';

// The server paints /login and /signup with their form (server/content/authForms.ts, decision 137),
// so a visitor can start typing before the app's script arrives. When the app's screen replaces
// that HTML it takes over what the visitor did there: the typed values, the focused field with its
// caret, and a submit made meanwhile (held by public/app-after-paint.js), so nothing is lost and
// nothing flashes.

export type ServerFormKey = 'login' | 'signup';

interface Watched {
  form: HTMLFormElement;
  /** the id of the field that had the focus when the form left the page */
  focused: string | null;
  taken: boolean;
}

const watched = new Map<ServerFormKey, Watched>();

const fieldOf = (form: HTMLFormElement, node: unknown): HTMLElement | null =>
  (node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement) && form.contains(node) && node.id ? node : null;

function watch(form: HTMLFormElement, key: ServerFormKey): void {
  const state: Watched = { form, focused: fieldOf(form, document.activeElement)?.id ?? null, taken: false };
  form.addEventListener('focusin', (event) => {
    state.focused = fieldOf(form, event.target)?.id ?? state.focused;
  });
  // focus that moves out of a form still on the page is forgotten; a form taken off the page keeps it
  form.addEventListener('focusout', () => {
    setTimeout(() => {
      if (form.isConnected && !fieldOf(form, document.activeElement)) state.focused = null;
    }, 0);
  });
  watched.set(key, state);
}

// Read when this module loads (the screen's chunk, before the app's first render replaces the HTML).
if (typeof document !== 'undefined') {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-ssr-form]')) {
    const key = form.dataset.ssrForm;
    if (key === 'login' || key === 'signup') watch(form, key);
  }
}

function selectionOf(form: HTMLFormElement, id: string | null): readonly [number, number] | null {
  const field = id ? form.querySelector(`#${CSS.escape(id)}`) : null;
  if (!(field instanceof HTMLInputElement) && !(field instanceof HTMLTextAreaElement)) return null;
  try {
    // null for input types without a caret (e-mail, date)
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Takes over the server-painted form `key` at the app's first render: `apply` receives what was
 * typed into it, then the same field gets the focus and caret back, and a submit made before the
 * app arrived is made again on the app's form (the returned ref). Does nothing on a page without it.
 */
export function useServerForm(key: ServerFormKey, apply: (values: FormData) => void): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement | null>(null);
  const applyRef = useRef(apply);
  useLayoutEffect(() => {
    const state = watched.get(key);
    // the server's form is off the page once this render is committed (React replaced the HTML)
    if (!state || state.taken || state.form.isConnected) return;
    state.taken = true;
    watched.delete(key);
    const selection = selectionOf(state.form, state.focused);
    const submit = state.form.hasAttribute('data-ssr-submitted');
    // a press on the painted submit button still down: the browser will make no click of its
    // release on this form's button (public/app-after-paint.js), so the release submits here
    if (!submit && state.form.hasAttribute('data-ssr-pressed')) releaseSubmits(formRef);
    applyRef.current(new FormData(state.form));
    const field = state.focused ? document.getElementById(state.focused) : null;
    if (field && (document.activeElement === null || document.activeElement === document.body)) field.focus({ preventScroll: true });
    // React renders the applied values synchronously after a layout effect, before this microtask
    // (and before the frame is painted): the caret and a held submit then see them
    queueMicrotask(() => {
      if (selection && field === document.activeElement && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) field.setSelectionRange(...selection);
      if (submit) formRef.current?.requestSubmit();
    });
  }, [key]);
  return formRef;
}

/** The next release of a press submits `form` when it comes up on its submit button; a cancelled press does not. */
function releaseSubmits(form: RefObject<HTMLFormElement | null>): void {
  const up = (event: PointerEvent) => {
    stop();
    const button = form.current?.querySelector('button[type="submit"]');
    if (button && event.target instanceof Node && button.contains(event.target)) form.current?.requestSubmit();
  };
  const stop = () => {
    document.removeEventListener('pointerup', up, true);
    document.removeEventListener('pointercancel', stop, true);
  };
  document.addEventListener('pointerup', up, true);
  document.addEventListener('pointercancel', stop, true);
}

/** A text value of the server form's data ('' when absent). */
export const formText = (values: FormData, name: string): string => {
  const value = values.get(name);
  return typeof value === 'string' ? value : '';
};
