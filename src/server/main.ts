/**
 * Entry point: configuration → database (migrated; demo content when empty and the embedded
 * sign-in is on, else the default topics) → HTTP server.
 * SIGTERM/SIGINT close the server gracefully: in-flight requests finish, then the database closes.
 */
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { buildApp } from './app';
import { ensureDefaultTopics, seedIfEmpty } from './seed/seed';
import { startJobs } from './jobs';

async function main() {
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
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    onPoolError: (err) => app?.log.warn({ err: err.message }, 'database connection lost; the pool will reconnect'),
  });
  // MINDSPACE_WEB_DIST: another build of the client, for the browser tests only (the pseudo build).
  app = await buildApp({ config, database, webDist: process.env.MINDSPACE_WEB_DIST || undefined });
  // Demo people and posts only with the embedded demo sign-in; a real deployment gets topics only.
  if (config.oidc) await ensureDefaultTopics(database.db);
  else await seedIfEmpty(database.db, app.log);
  const stopJobs = startJobs(database, app.log, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app!.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 9_000).unref();
    stopJobs();
    await app!.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.kind }, 'MindSpace is running');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
