// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readDismissal } from './dismissal.ts';
import { handleServerEntryWarning } from './serverDialog.ts';

const painted = `<div class="modal-backdrop" data-ssr-entry-warning><div class="modal" role="dialog" aria-modal="true"><p>text</p>
  <form method="post" action="/api/entry-warning.php" enctype="text/plain"><button type="submit" data-entry="enter">Enter</button><button type="button" data-entry="leave">Leave</button></form></div></div>`;

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.cookie = 'entry_ok=; path=/; max-age=0';
});

describe('the entry warning the server painted', () => {
  it('takes Enter before the app renders: consent remembered, dialog gone', () => {
    document.body.innerHTML = painted;
    handleServerEntryWarning();
    expect(readDismissal()).toBeNull();
    let posted = false;
    document.addEventListener('submit', (event) => {
      posted = !event.defaultPrevented;
      event.preventDefault();
    });
    document.querySelector<HTMLButtonElement>('[data-entry="enter"]')?.click();
    expect(posted).toBe(false);
    expect(document.querySelector('[data-ssr-entry-warning]')).toBeNull();
    expect(readDismissal()).not.toBeNull();
    expect(document.cookie).toContain('entry_ok=');
  });

  it('does nothing without a painted dialog, and keeps it on a click elsewhere in it', () => {
    handleServerEntryWarning();
    document.body.innerHTML = painted;
    handleServerEntryWarning();
    document.querySelector<HTMLElement>('p')?.click();
    expect(document.querySelector('[data-ssr-entry-warning]')).not.toBeNull();
    expect(readDismissal()).toBeNull();
  });
});
