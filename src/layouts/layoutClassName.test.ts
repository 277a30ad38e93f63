import { describe, expect, it } from 'vitest';
import { layoutClassName } from './layoutClassName.ts';

describe('layout classes', () => {
  it('marks logged-out pages', () => {
    expect(layoutClassName({ layout: 'default', loggedIn: false, isIndex: false }).split(' ')).toEqual(['layout', 'layout-default', 'logged-out']);
  });
  it('gives logged-in non-index pages the compact footer', () => {
    expect(layoutClassName({ layout: 'default', loggedIn: true, isIndex: false })).toContain('footer-compact');
    expect(layoutClassName({ layout: 'default', loggedIn: true, isIndex: true })).not.toContain('footer-compact');
    expect(layoutClassName({ layout: 'default', loggedIn: true, isIndex: true })).toContain('logged-in');
  });
});
