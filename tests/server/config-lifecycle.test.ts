import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
  });

  it('builds public links from PUBLIC_URL, by default from the port outside production', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ PUBLIC_URL: 'https://pawtype.app' }).publicUrl).toBe('https://pawtype.app');
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/pawtype', NODE_ENV: 'production' }).publicUrl).toBe(
      'https://example.org/pawtype',
    );
    // In production an unset PUBLIC_URL is never guessed: no link or preview names an address then.
    expect(loadConfig({ NODE_ENV: 'production' }).publicUrl).toBeNull();
  });

  it('honours PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const c = loadConfig({
      PORT: '4123',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/pt',
      DATABASE_URL: 'postgres://u@h:5432/db',
    });
    expect([c.port, c.host, c.dataDir, c.databaseUrl]).toEqual([4123, '0.0.0.0', '/tmp/pt', 'postgres://u@h:5432/db']);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ ADMIN_USERNAME: 'admin@example.com' }, 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true is refused: it would take the client address from the left-most'],
    [{ TRUST_PROXY: 'TRUE' }, 'which the client writes itself, so anyone could pick their own address'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY must be false, a number of proxy hops (1)'],
    [{ DATABASE_POOLER: 'session' }, 'DATABASE_POOLER must be none or transaction'],
    [{ SHUTDOWN_GRACE_MS: '-1' }, 'SHUTDOWN_GRACE_MS must be 0 or more'],
    [{ HOUSEKEEPING_INTERVAL_MS: 'often' }, 'HOUSEKEEPING_INTERVAL_MS must be a number'],
    [{ NORMS_REFRESH_SECONDS: '0' }, 'NORMS_REFRESH_SECONDS must be at least 1'],
  ])('explains a bad value %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('trusted proxies', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    [' 10.0.0.0/8 , ::1 ', ['10.0.0.0/8', '::1']],
  ])('TRUST_PROXY=%s is %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  // The per-address registration limit (3) behind one proxy that appends the address it saw
  // (nginx: proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for).
  it.each([[1], [['127.0.0.1']]] as const)(
    'with TRUST_PROXY=%j a client cannot pick its own address in X-Forwarded-For',
    async (trustProxy) => {
      const base = loadConfig({ NODE_ENV: 'test' });
      const t = await createTestApp('pglite', {
        config: { trustProxy: trustProxy as number | string[], limits: { ...base.limits, registerPerAddress: 3 } },
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/register',
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
            payload: { username: uniqueEmail(), name: 'Spoof', password: 'secret1' },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
        // Another real client (another address appended by the proxy) has its own count.
        const other = await t.app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '198.51.100.8' },
          payload: { username: uniqueEmail(), name: 'Other', password: 'secret1' },
        });
        expect(other.statusCode).toBe(201);
      } finally {
        await t.close();
      }
    },
  );
});

describe('cookies behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { trustProxy: 1 } });
  });
  afterAll(() => t.close());

  it('are Secure when the proxy says the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: uniqueEmail(), name: 'Sec', password: 'secret1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((c) => c.name === 'pawtype_session')?.secure).toBe(true);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('the server process', () => {
  it('starts on an empty data folder, creates the admin, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-data-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_USERNAME: 'admin@pawtype.test',
        ADMIN_PASSWORD: 'admin-secret',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      const deadline = Date.now() + 60_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((r) => setTimeout(r, 250));
      }
      expect(healthy, output).toBe(true);
      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@pawtype.test', password: 'admin-secret' }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ id: 1, role: 'admin' });

      const inFlight = fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status);
      await new Promise((r) => setTimeout(r, 5));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      expect(await exited).toBe(0);
      expect(output).toContain('stopped');
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
