/**
 * A body over the limit gets its 413 before the connection closes: the server reads (and drops) the
 * rest up to a bound, so a client still sending sees the 413 rather than a reset.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const MB = 1024 * 1024;

/** Streams `total` bytes of JSON-ish text to POST /api/login in 64 KB chunks; resolves with the answer. */
function streamBody(port: number, total: number, chunked: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(total) }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('a too-large body over a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('a client streaming 13 MB %s receives the 413 in words', async (_label, chunked) => {
    const res = await streamBody(port, 13 * MB, chunked);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('fetch (undici) sending 13 MB at once receives the 413, and the connection is closed after it', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(13 * MB, 'a'),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('the server still answers afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
