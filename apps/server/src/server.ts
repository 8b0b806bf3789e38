import { buildApp } from './app.ts';
import { loadConfig } from './env.ts';
import { startupEditionCheck } from './pdf/edition.ts';
import { exitOnSignals } from './ops/shutdown.ts';

/** Entry point: build the app and listen. Everything else lives in app.ts. */
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A bad variable (S3_URL, PUBLIC_URL, …) is a message naming it, not a stack trace; secrets are never quoted.
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
})();
const app = await buildApp({ config }).catch((err: unknown) => {
  // A refusal to start (keys missing for data in the database, …) is a message, not a stack trace.
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
// SIGHUP: re-read the data keys (DATA_KEYS_FILE or DATA_DIR/keys.json) without a restart.
process.on('SIGHUP', () => void app.dataKeys.reload());
// Form edition check at start (issue 11): a different I-129F edition is reported now, and generation refuses it (503).
void startupEditionCheck(app.log, config.i129fTemplate);

// SIGTERM/SIGINT: running requests and worker tasks finish within SHUTDOWN_TIMEOUT_MS, then exit 0 (1 if cut: ops/shutdown.ts).
exitOnSignals(app, config.shutdownTimeoutMs ?? 10_000);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
