import { buildApp } from './app.ts';
import { loadConfig } from './env.ts';
import { startupEditionCheck } from './pdf/edition.ts';

/** Entry point: build the app and listen. Everything else lives in app.ts. */
const config = loadConfig();
const app = await buildApp({ config });
// Form edition check at start (issue 11): a different I-129F edition is reported now, and generation refuses it (503).
void startupEditionCheck(app.log, config.i129fTemplate);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    // Answers in progress get 10 s; then the connections still open (e.g. a slow upload) are closed, so a
    // slow client cannot hold the shutdown for as long as its body rate allows.
    setTimeout(() => app.server.closeAllConnections(), 10_000).unref();
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
