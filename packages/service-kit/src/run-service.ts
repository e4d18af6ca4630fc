import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.js';

/**
 * server.ts's whole job: build, listen, and close gracefully on SIGINT/SIGTERM (the app's onClose
 * hooks release Postgres, NATS and Redis). A bad configuration stops the process with the list.
 */
export async function runService(build: () => Promise<{ app: FastifyInstance; port: number; host: string }>) {
  let app: FastifyInstance;
  let port: number;
  let host: string;
  try {
    ({ app, port, host } = await build());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
  await app.listen({ port, host });
  await app.listenMetrics();
  return app;
}
