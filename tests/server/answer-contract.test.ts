/** The answer check of createTestApp (tests/helpers/answer-contract.ts) catches what it should. */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

describe('the answer check against the served document', () => {
  it('fails close() listing a body off its schema, an unlisted status and an unlisted media type', async () => {
    const t = await createTestApp('pglite', {
      // Tampers with three documented answers (a 4xx would be checked against the 4XX entry, so a 302) after the route has made them (this hook runs first).
      beforeReady: (app) =>
        app.addHook('onSend', async (request, reply, payload) => {
          if (request.url === '/api/health') return JSON.stringify({ status: 'down', database: 'pglite' });
          if (request.url === '/api/health/live') reply.code(302);
          if (request.url === '/api/health/ready') reply.header('content-type', 'text/plain');
          return payload;
        }),
    });
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) await t.app.inject({ url });
    const closing = t.close();
    await expect(closing).rejects.toThrow(/GET \/api\/health 200: \/status must be equal to one of the allowed values/);
    await expect(closing).rejects.toThrow(/GET \/api\/health\/live 302: status not in the document/);
    await expect(closing).rejects.toThrow(/GET \/api\/health\/ready 200: Content-Type text\/plain not in the document/);
  });

  it('passes the same answers untouched', async () => {
    const t = await createTestApp('pglite');
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    }
    await expect(t.close()).resolves.toBeUndefined();
  });
});
