import type { ChatMessage } from '@taishan/contracts';
import { expectStatus } from '../lib/http.js';
import { pool } from '../lib/loops.js';
import { registerMembers } from '../lib/members.js';
import type { BenchSession } from '../lib/session.js';
import { GATEWAY_LIMITS_RAISED, startBenchStack } from '../lib/stack.js';
import { Clients, directedRoutes, openSockets } from './clients.js';
import { measure, type TargetResult } from './phases.js';
import { FANOUT_ROOM, PAIRS, SETUP_CONCURRENCY, SOCKETS } from './settings.js';

/** Everything comes from one address, and realtime's per-socket bucket (30/s, burst 60) must not shape the figures. */
const RAISED = {
  ...GATEWAY_LIMITS_RAISED,
  RATE_LIMIT_WEBSOCKET_MAX: '1000000',
  RATE_LIMIT_PER_SECOND: '100000',
  RATE_LIMIT_BURST: '100000',
};

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Target 1, the real stack: members registered and paired through the gateway (friends both ways,
 * then a first message opens their direct room), one signed-in socket each on the gateway's /ws.
 */
export async function benchStack(session: BenchSession): Promise<TargetResult> {
  const stack = await startBenchStack(
    session,
    RAISED,
    (limits) =>
      `starting auth, chat, realtime and the gateway (built) on 127.0.0.1 with ${limits}: the gateway's ` +
      "per-address limits and realtime's per-socket frame limit would otherwise refuse a bench that " +
      'comes from one address',
  );
  const { api } = stack;

  console.info(`registering ${SOCKETS} members through the gateway (${SETUP_CONCURRENCY} at a time)`);
  let t = performance.now();
  const members = await registerMembers(api, 'rt', SOCKETS, SETUP_CONCURRENCY);
  console.info(`  ${SOCKETS} registered in ${seconds(t)} s`);

  console.info(`pairing: ${PAIRS} friendships and their direct rooms`);
  t = performance.now();
  const rooms = await pool(PAIRS, SETUP_CONCURRENCY, async (p) => {
    const a = members[2 * p]!;
    const b = members[2 * p + 1]!;
    // Chat learns of new members from auth's events a moment after registration.
    await expectStatus(api('/api/friends'), { body: { friendId: b.user.id }, token: a.token }, 201, {
      codes: ['MEMBER_UNKNOWN', 'USER_NOT_FOUND'],
      everyMs: 250,
    });
    // Friendship needs consent: b asking back accepts a's request.
    await expectStatus(api('/api/friends'), { body: { friendId: a.user.id }, token: b.token }, 201, {
      codes: ['MEMBER_UNKNOWN'],
      everyMs: 250,
    });
    const first = await expectStatus<ChatMessage>(
      api('/api/messages'),
      { body: { receiverId: b.user.id, content: '你好' }, token: a.token },
      201,
    );
    return first.roomId;
  });
  console.info(`  ${PAIRS} pairs in ${seconds(t)} s`);

  const clients = new Clients('泰山宫', 'new_message');
  session.defer(() => clients.closeAll());
  const wsUrl = `${stack.gatewayUrl.replace(/^http/, 'ws')}/ws`;
  console.info(`opening ${SOCKETS} websockets through the gateway's /ws (auth frame, wait for auth_success)`);
  const openSeconds = await openSockets(
    clients,
    () => wsUrl,
    (socket, i) => socket.send(JSON.stringify({ type: 'auth', data: { token: members[i]!.token } })),
    'auth_success',
  );
  console.info(`  ${SOCKETS} signed in in ${openSeconds.toFixed(1)} s`);

  const result = await measure(
    clients,
    directedRoutes((p) => rooms[p]!),
    openSeconds,
    FANOUT_ROOM,
  );
  await clients.closeAll();
  await stack.stop();
  return result;
}
