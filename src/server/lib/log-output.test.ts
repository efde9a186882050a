import { PassThrough } from 'node:stream';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { chooseLogFormat, describePostgresUrl, loggerOptions, runningLine, startupLines } from './log-output.ts';

/** What Fastify's logger, built from loggerOptions('info', 'pretty', ...), writes for one info line. */
async function prettyLine(msg: string, fields: object = {}): Promise<string> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const app = Fastify({ logger: loggerOptions('info', 'pretty', out) });
  app.log.info(fields, msg);
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return text;
}

describe('the log format', () => {
  it('is readable lines at a terminal and JSON lines otherwise', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('auto', undefined)).toBe('json');
  });

  it('LOG_FORMAT overrides the choice', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be auto, pretty or json');
  });

  it('JSON: pino’s own lines to stdout, unchanged', () => {
    expect(loggerOptions('warn', 'json')).toEqual({ level: 'warn' });
  });

  it('pretty: one readable line with the time, the level and the message, no pid or host name', async () => {
    const text = await prettyLine('PawType is running at http://127.0.0.1:3000', { reqId: 'abc' });
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: PawType is running at http:\/\/127\.0\.0\.1:3000/);
    expect(text).toContain('"reqId":"abc"');
    expect(text).not.toContain('"level"');
    expect(text).not.toContain('pid');
    expect(text.trimEnd().split('\n')).toHaveLength(1);
    // A pipe gets no colour codes.
    expect(text).not.toContain('\u001b[');
  });
});

describe('the first lines', () => {
  it('say where PawType runs', () => {
    expect(runningLine('http://127.0.0.1:3000')).toBe('PawType is running at http://127.0.0.1:3000');
  });

  it('name the embedded database and its folder, and the data folder', () => {
    const dataDir = path.resolve('/srv/pawtype-data');
    expect(startupLines({ database: 'pglite', databaseUrl: undefined, dataDir })).toEqual([
      `Database: embedded PostgreSQL (PGlite) in ${path.join(dataDir, 'pglite')}`,
      `Data folder (DATA_DIR): ${dataDir}`,
    ]);
  });

  it('name a PostgreSQL server by host, port and database, never its password', () => {
    const lines = startupLines({
      database: 'postgres',
      databaseUrl: 'postgres://paw:s3cret-pass@db.internal:6432/pawtype?sslmode=require',
      dataDir: '/srv/data',
    });
    expect(lines).toEqual(['Database: PostgreSQL at db.internal:6432/pawtype', 'Data folder (DATA_DIR): /srv/data']);
    expect(lines.join(' ')).not.toContain('s3cret');
    expect(describePostgresUrl('postgresql://postgres@127.0.0.1/test')).toBe('127.0.0.1:5432/test');
    expect(describePostgresUrl('not a url')).toBe('(an unreadable DATABASE_URL)');
  });
});
