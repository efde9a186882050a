/**
 * Every error the server answers, Fastify's own included, is `{ message, code }` in words, and never
 * echoes what the client sent (a malformed URL, a long parameter, a content type).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, registerUser, type TestApp } from '../helpers/test-app.ts';

function expectWords(res: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  // Words a person reads: a sentence, not a code or a URL.
  expect(body.message as string).toMatch(/^[A-Z][^/%<>{}]*$/);
  return body;
}

describe.each(drivers)('framework errors on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/api/shared-assessments/%FF', '%FF'],
    ['/api/shared-assessments/%ED%A0%80', '%ED%A0%80'],
    ['/api/shared-assessments/%', 'shared-assessments/%'],
    ['/api/shared-assessments/abc%zzdef', '%zz'],
  ])('a malformed path %s answers 400 in words, without echoing it', async (url, raw) => {
    const res = await t.app.inject({ method: 'GET', url });
    const body = expectWords(res, 400, 'BAD_URL');
    expect(res.body).not.toContain(raw);
    expect(body.message).toBe('This address is not valid. Please check the link and try again.');
  });

  it('a path parameter over 100 characters answers in words, without echoing it', async () => {
    const long = 'x'.repeat(150);
    const res = await t.app.inject({ method: 'GET', url: `/api/shared-assessments/${long}` });
    expect([404, 414]).toContain(res.statusCode);
    expectWords(res, res.statusCode, res.statusCode === 404 ? 'NOT_FOUND' : 'URI_TOO_LONG');
    expect(res.body).not.toContain('xxxxxxxxxx');
  });

  it('a body over the limit answers 413 in words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(13 * 1024 * 1024), password: 'x' }),
    });
    expectWords(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.body.length).toBeLessThan(300);
  });

  it('a wrong content type answers 415 in words, without echoing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-evil-<script>' },
      payload: 'username=a&password=b',
    });
    expectWords(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.body).not.toContain('evil');
  });

  it('an empty JSON body answers 400 in words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectWords(res, 400, 'VALIDATION_ERROR');
  });

  it('invalid JSON answers 400 in words, without echoing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": SECRETTOKEN',
    });
    expectWords(res, 400, 'VALIDATION_ERROR');
    expect(res.body).not.toContain('SECRETTOKEN');
  });

  describe('integer query and path parameters are strict', () => {
    let cookie: string;
    beforeAll(async () => {
      ({ cookie } = await registerUser(t.app));
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

    it.each([' 5 ', '', '5.0', '+5', '-1', '1e1', '0x5', '5 '])(
      '?limit=%j is refused with 400 in words',
      async (value) => {
        const res = await get(`/api/discussion-boards/2/posts?limit=${encodeURIComponent(value)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'limit must be a number from 1 to 50', code: 'VALIDATION_ERROR' });
      },
    );

    it('leading zeros are a number: ?limit=05 is 5', async () => {
      const res = await get('/api/discussion-boards/2/posts?limit=05');
      expect(res.statusCode).toBe(200);
    });

    it.each([' 2 ', '+2', '2.0', '', '2e0'])('a board id %j in the path names no board (404)', async (value) => {
      const res = await get(`/api/discussion-boards/${encodeURIComponent(value)}/posts`);
      expect(res.statusCode).toBe(404);
      expect(Object.keys(res.json() as object).sort()).toEqual(['code', 'message']);
    });
  });
});
