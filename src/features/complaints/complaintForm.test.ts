import { describe, expect, it } from 'vitest';
import { draftFromSearch, fieldErrorsOf, validateDraft } from './complaintForm.ts';

describe('the complaint form', () => {
  it('is prefilled from the Report links of the profile and chat menus', () => {
    expect(draftFromSearch('?member=42')).toEqual({ category: 'member', memberId: '42', photoId: '', text: '' });
    expect(draftFromSearch('?member=42&photo=9')).toMatchObject({ category: 'photo', memberId: '42', photoId: '9' });
    expect(draftFromSearch('')).toMatchObject({ category: 'general', memberId: '' });
    // junk in the URL is ignored
    expect(draftFromSearch('?member=abc&category=spam')).toMatchObject({ category: 'general', memberId: '' });
  });

  it('asks for a text of 10 characters and a member number for a member or photo complaint', () => {
    const short = validateDraft({ category: 'member', memberId: '', photoId: '', text: 'rude' });
    expect('errors' in short && Object.keys(short.errors).sort()).toEqual(['member_id', 'text']);
    const letters = validateDraft({ category: 'member', memberId: 'x1', photoId: '', text: 'Long enough complaint' });
    expect('errors' in letters && Object.keys(letters.errors)).toEqual(['member_id']);
  });

  it('sends only what the category needs, the text trimmed', () => {
    expect(validateDraft({ category: 'general', memberId: '42', photoId: '', text: '  The page is slow.  ' })).toEqual({
      request: { category: 'general', text: 'The page is slow.' },
    });
    expect(validateDraft({ category: 'photo', memberId: '42', photoId: '9', text: 'Not a real photo.' })).toEqual({
      request: { category: 'photo', text: 'Not a real photo.', member_id: 42, photo_id: 9 },
    });
  });

  it("maps the server's field issues to the fields, and leaves other errors to the form", () => {
    const errors = fieldErrorsOf({ error: 'invalid_request', issues: [{ path: 'member_id', code: 'unknown' }, { path: 'text', code: 'too_small' }] });
    expect(Object.keys(errors ?? {}).sort()).toEqual(['member_id', 'text']);
    expect(fieldErrorsOf({ error: 'rate_limited' })).toBeNull();
    expect(fieldErrorsOf({ error: 'invalid_request' })).toBeNull();
  });
});
