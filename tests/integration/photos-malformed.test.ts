import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

/** Broken uploads (found by the fuzzer): a clear refusal, never a server error. */
describe.each(backends)('malformed photo uploads on %s', (backend) => {
  let t: TestServer;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    const email = `upload-${crypto.randomUUID()}@photos.test`;
    await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'right-password-1' } });
    cookie = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'right-password-1' } }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['a part that is not an image', '--X\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--X--\r\n'],
    ['a form cut off in a part header', '--X\r\nContent-Disposition: form-data; name="photo"\r\n\r\n'],
    ['another boundary', '--Y\r\n\r\n--X'],
    ['an empty body', ''],
    ['a file part without an end', '--X\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff'],
  ])('%s answers 400 invalid_image', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie, 'content-type': 'multipart/form-data; boundary=X' }, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_image' });
  });
});
