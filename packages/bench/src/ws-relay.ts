/**
 * The realtime bench's baseline: a bare `ws` relay, run as its own process (like the services).
 * A socket connects to `/?id=<i>&peer=<j>`; each text frame it sends is parsed for routing only and
 * forwarded unchanged, as the same bytes, to socket `peer`, or to every connected socket when its
 * `data.chatId` is `general` (the fan-out pattern). No auth, no storage, no validation beyond
 * JSON.parse, one hop. Prints `{"port":N}` once listening on 127.0.0.1; on SIGTERM prints what it
 * forwarded and stops.
 */
import { WebSocket, WebSocketServer } from 'ws';

const BROADCAST_ROOM = 'general';

const sockets = new Map<number, WebSocket>();
let forwarded = 0;
let unroutable = 0;

const server = new WebSocketServer({
  host: '127.0.0.1',
  port: 0,
  perMessageDeflate: false,
  maxPayload: 64 * 1024,
  backlog: 4096,
});

server.on('connection', (socket, request) => {
  const url = new URL(request.url ?? '/', 'http://relay');
  const id = Number(url.searchParams.get('id'));
  const peer = Number(url.searchParams.get('peer'));
  if (!Number.isInteger(id) || !Number.isInteger(peer)) {
    socket.close(1008, 'id and peer required');
    return;
  }
  sockets.set(id, socket);
  socket.on('message', (data, isBinary) => {
    let chatId: unknown;
    try {
      chatId = (JSON.parse(data.toString()) as { data?: { chatId?: unknown } }).data?.chatId;
    } catch {
      unroutable++;
      return;
    }
    if (chatId === BROADCAST_ROOM) {
      for (const other of sockets.values()) {
        if (other.readyState === WebSocket.OPEN) other.send(data, { binary: isBinary });
      }
      forwarded++;
      return;
    }
    const target = sockets.get(peer);
    if (target?.readyState === WebSocket.OPEN) {
      target.send(data, { binary: isBinary });
      forwarded++;
    } else unroutable++;
  });
  socket.on('close', () => {
    if (sockets.get(id) === socket) sockets.delete(id);
  });
  socket.on('error', () => {});
});

server.once('listening', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});

process.once('SIGTERM', () => {
  for (const socket of sockets.values()) socket.terminate();
  server.close(() => {
    process.stdout.write(`forwarded ${forwarded} frames, ${unroutable} unroutable\n`);
    process.exit(0);
  });
});
