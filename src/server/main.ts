/** Starts PawType: configuration, database (migrated and seeded), HTTP server, graceful stop. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { runningLine, startupLines } from './lib/log-output.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/errors.ts';
import { seed } from './db/seed.ts';
import { housekeepingJobsFor, startHousekeeping } from './housekeeping.ts';
import { bootstrapAdmin } from './modules/auth/bootstrap-admin.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Connections the server drops are replaced on the next query; they are only worth a log line.
  let log: { warn(obj: object, msg: string): void } = {
    warn: (obj, msg) => console.warn(msg, (obj as { err?: Error }).err?.message ?? ''),
  };
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...config.database,
      onConnectionError: (err, where) =>
        log.warn(
          { err: { message: err.message, code: (err as { code?: string }).code } },
          `database ${where} lost; it will be replaced`,
        ),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();
  await seed(database.db);
  await bootstrapAdmin(database.db, config.admin);
  const app = await buildApp({ config, database });
  log = app.log;
  const housekeeper = startHousekeeping(
    database.db,
    config.housekeepingIntervalMs,
    app.log,
    housekeepingJobsFor(app.deps),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    housekeeper.stop();
    // Drain: readiness answers 503 at once while requests are still served for SHUTDOWN_GRACE_MS, so a
    // balancer takes the process out of rotation before it stops accepting connections.
    app.deps.lifecycle.draining = true;
    if (config.shutdownGraceMs > 0) {
      app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining: not ready, still serving');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    }
    app.log.info({ signal }, 'stopping: no new requests, finishing those in flight');
    const timer = setTimeout(() => {
      // Whatever is still running was never acknowledged; committed work is already on disk.
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'graceful stop timed out');
      void database.close().finally(() => process.exit(1));
      setTimeout(() => process.exit(1), 2_000).unref();
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // The first lines a person reads: where to open PawType, which database, where its data lives.
  await app.listen({ port: config.port, host: config.host, listenTextResolver: runningLine });
  const lines = startupLines({
    database: database.kind,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  for (const line of lines) app.log.info(line);
}

main().catch((err: unknown) => {
  console.error('PawType failed to start:', err);
  process.exit(1);
});
