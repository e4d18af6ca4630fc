import { RPC_REALTIME_PRESENCE } from '@taishan/contracts';
import { type EventBus, serve } from '@taishan/events';
import { AppError } from '@taishan/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { PresenceTracker } from '../domain/presence.js';

/**
 * Answers `rpc.realtime.presence` {userIds} → {online}: raw presence, as every instance sees it in
 * Redis. Chat applies the members' privacy before showing it. Replicas share the work (queue group).
 */
export function servePresenceRpc(bus: EventBus, presence: PresenceTracker, log: FastifyBaseLogger) {
  return serve(
    bus,
    RPC_REALTIME_PRESENCE,
    async ({ userIds }) => {
      try {
        return { online: await presence.online(userIds) };
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'presence unavailable');
        throw new AppError('PRESENCE_UNAVAILABLE', '在线状态暂时不可用', 503);
      }
    },
    { queue: 'realtime', log },
  );
}
