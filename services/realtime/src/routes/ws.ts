import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RealtimeConfig } from '../config.js';
import { Connection } from '../domain/connection.js';
import type { RealtimeContext } from '../domain/context.js';
import { Session } from '../domain/session.js';
import { CLOSE } from '../domain/wire.js';

const SHUTDOWN_WAIT_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @fastify/websocket on the root instance (so `websocketServer` and `injectWS` are visible to the
 * app and its tests), with frame size limit and the shutdown behaviour.
 */
export async function registerWebsocket(app: FastifyInstance, config: RealtimeConfig): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: config.MAX_FRAME_BYTES,
      // Frames are small JSON; compression would cost CPU per socket for little gain.
      perMessageDeflate: false,
    },
    // Tell every client we are going away (1001) so it reconnects, to another instance if there is one;
    // a client that does not finish the close handshake soon is cut off so shutdown stays quick.
    async preClose() {
      const server = app.websocketServer;
      for (const socket of server.clients) socket.close(CLOSE.GOING_AWAY, 'SERVER_SHUTDOWN');
      const deadline = Date.now() + SHUTDOWN_WAIT_MS;
      while (server.clients.size > 0 && Date.now() < deadline) await sleep(20);
      for (const socket of server.clients) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    errorHandler(error, socket, request) {
      request.log.warn({ err: error.message }, 'websocket error');
      // ws is already closing with a meaningful code (1009 too big, 1002 protocol): let it finish.
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.terminate();
    },
  });
}

/** GET /ws: the member app's one realtime connection. */
export function websocketRoutes(ctx: RealtimeContext) {
  const { config } = ctx;
  return async (app: FastifyInstance) => {
    app.get('/ws', { websocket: true }, (socket, request) => {
      const conn = new Connection(
        socket,
        {
          maxBufferedBytes: config.MAX_BUFFERED_BYTES,
          rate: {
            perSecond: config.RATE_LIMIT_PER_SECOND,
            burst: config.RATE_LIMIT_BURST,
            maxRejected: config.RATE_LIMIT_MAX_REJECTED,
          },
        },
        request.log,
      );
      const session = new Session(ctx, conn, request.id);
      socket.on('message', (raw, isBinary) => {
        try {
          session.receive(raw, isBinary);
        } catch (err) {
          conn.log.error({ err }, 'frame handling failed');
        }
      });
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('close', (code) => {
        try {
          session.closed();
          conn.log.debug({ code }, 'socket closed');
        } catch (err) {
          conn.log.error({ err }, 'socket cleanup failed');
        }
      });
      session.open();
    });
  };
}
