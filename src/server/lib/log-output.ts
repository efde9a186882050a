/**
 * What the server's log looks like (docs/decisions/0050-terminal-logs.md): readable lines for a person
 * at a terminal (pino-pretty, pino's own printer), JSON lines for a log collector (stdout is a pipe or a
 * file), and the first lines a person reads: where PawType runs, on which database, where its data lives.
 */
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import PinoPretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';
/** LOG_FORMAT: `auto` (the default) picks by whether stdout is a terminal. */
export type LogFormatSetting = LogFormat | 'auto';

/** `pretty` when stdout is a terminal, `json` otherwise; LOG_FORMAT=pretty or json overrides it. */
export function chooseLogFormat(setting: LogFormatSetting, stdoutIsTTY: boolean | undefined): LogFormat {
  if (setting !== 'auto') return setting;
  return stdoutIsTTY ? 'pretty' : 'json';
}

/**
 * Fastify's logger option: JSON lines (pino's default destination), or the same records printed by
 * pino-pretty's formatter, written synchronously in this thread (not a worker-thread transport nor a
 * stream pipeline, which can lose the last lines before an exit): one line each, local time, no pid or
 * host name, coloured only on a terminal.
 */
export function loggerOptions(
  level: string,
  format: LogFormat,
  destination: NodeJS.WritableStream = process.stdout,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  if (format === 'json') return { level };
  const pretty = PinoPretty.prettyFactory({
    colorize: 'isTTY' in destination ? Boolean(destination.isTTY) : false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return { level, stream: { write: (line: string) => void destination.write(pretty(line)) } };
}

export interface StartupFacts {
  database: 'pglite' | 'postgres';
  databaseUrl: string | undefined;
  dataDir: string;
}

/** host:port/database of a PostgreSQL URL: never the user's password (nor any query parameter). */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    const db = decodeURIComponent(u.pathname.replace(/^\//, '')) || '(default database)';
    return `${u.hostname || 'localhost'}:${u.port || '5432'}/${db}`;
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}

/**
 * The line Fastify prints for each address it listens on (its listenTextResolver), in place of its own
 * 'Server listening at ...': the address a person opens.
 */
export function runningLine(address: string): string {
  return `PawType is running at ${address}`;
}

/**
 * The lines after it, in words: the database (the embedded one and its folder, or the server's host,
 * port and name, without credentials) and the data folder.
 */
export function startupLines(facts: StartupFacts): string[] {
  const database =
    facts.database === 'pglite'
      ? `Database: embedded PostgreSQL (PGlite) in ${path.join(facts.dataDir, 'pglite')}`
      : `Database: PostgreSQL at ${facts.databaseUrl ? describePostgresUrl(facts.databaseUrl) : '(unknown)'}`;
  return [database, `Data folder (DATA_DIR): ${facts.dataDir}`];
}
