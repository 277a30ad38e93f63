import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LikesAnswer, likesApi } from '../../src/contract/likes.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';
import { post } from '../helpers/account.ts';

// item 12: the demo logins find every likes screen with content
describe.each(backends)('demo likes on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['premium@demo.test', 'free@demo.test'])('%s has likes, matches and unread likes after seeding', async (email) => {
    const login = await post(t.app, '/api/user.php', { email, password: 'demo-password' });
    expect(login.statusCode, login.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: likesApi.likes, headers: { cookie: sessionCookie(login) } });
    expect(res.statusCode, res.body).toBe(200);
    const likes = LikesAnswer.parse(res.json());
    const matches = likes.profiles.filter((l) => l.match);
    expect(matches.length).toBeGreaterThanOrEqual(3);
    expect(likes.profiles.filter((l) => !l.match).length).toBeGreaterThanOrEqual(1);
    expect(likes.liked_by.filter((l) => l.like_new).length).toBeGreaterThanOrEqual(3);
    expect(likes.liked_by.filter((l) => !l.like_new && !l.match).length).toBeGreaterThanOrEqual(1);
  });
});
