import { describe, expect, it } from 'vitest';
import { routeOf, routePattern } from './preloadScreen.ts';

describe('preloading the screen of the opened page', () => {
  it('matches paths like the router does', () => {
    expect(routePattern('/likes/:type').test('/likes/matches')).toBe(true);
    expect(routePattern('/likes/:type').test('/likes')).toBe(false);
    expect(routePattern('/landers/:name/:slug?').test('/landers/video')).toBe(true);
    expect(routePattern('/landers/:name/:slug?').test('/landers/video/eng1')).toBe(true);
    expect(routePattern('/').test('/')).toBe(true);
  });

  it('finds the screen of a conversation, a profile and the home page, and nothing for an unknown path', () => {
    expect(routeOf('/chats/12')).toBe('chat');
    expect(routeOf('/members/5')).toBe('member');
    expect(routeOf('/')).toBe('home');
    expect(routeOf('/no/such/page/here')).toBeNull();
  });
});
