import { loadConfig } from './config.ts';
import { createLogger } from './http/logger.ts';
import { startServer } from './server.ts';

const started = performance.now();
let config;
try {
  config = loadConfig();
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
const log = createLogger(config.logLevel);

try {
  const running = await startServer(config, log);
  log.info('server listening', {
    url: running.url,
    port: config.port,
    database: running.database.kind,
    identity: config.embeddedIdp ? 'embedded' : config.oidc.issuer,
    demo: config.demo,
    readyMs: Math.round(performance.now() - started),
  });
  process.stdout.write(`\n  Artistic a correr em ${config.publicUrl}\n\n`);
  const shutdown = (signal: string) => {
    log.info('shutting down', { signal });
    running
      .close()
      .then(() => {
        log.info('stopped');
        // The access log is written asynchronously: what it still holds goes out first.
        log.flush();
        process.exit(0);
      })
      .catch((e: unknown) => {
        log.error('shutdown failed', { error: String(e) });
        log.flush();
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (e) {
  log.error('failed to start', { error: (e as Error).message, stack: (e as Error).stack });
  log.flush();
  process.exit(1);
}
