import { presenceRequest, RPC_REALTIME_PRESENCE } from '@taishan/contracts';
import type { EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import type { PresenceTracker } from '../domain/presence.js';

const decoder = new TextDecoder();

/**
 * Answers `rpc.realtime.presence` {userIds} → {online}: raw presence, as every instance sees it in
 * Redis. Chat applies the members' privacy before showing it. Replicas share the work (queue group).
 */
export function servePresenceRpc(bus: EventBus, presence: PresenceTracker, log: FastifyBaseLogger) {
  return bus.nc.subscribe(bus.subject(RPC_REALTIME_PRESENCE), {
    queue: 'realtime',
    callback: (err, msg) => {
      if (err) return log.error({ err }, 'presence rpc subscription failed');
      void (async () => {
        let userIds: string[];
        try {
          userIds = presenceRequest.parse(JSON.parse(decoder.decode(msg.data))).userIds;
        } catch {
          msg.respond(
            JSON.stringify({
              ok: false,
              error: { statusCode: 400, code: 'BAD_REQUEST', message: '请求参数无效' },
            }),
          );
          return;
        }
        try {
          msg.respond(JSON.stringify({ online: await presence.online(userIds) }));
        } catch (e) {
          log.error({ err: e }, 'presence rpc failed');
          msg.respond(
            JSON.stringify({
              ok: false,
              error: { statusCode: 503, code: 'PRESENCE_UNAVAILABLE', message: '在线状态暂时不可用' },
            }),
          );
        }
      })();
    },
  });
}
