import type { Hub } from './hub.js';
import type { PresenceTracker } from './presence.js';

/**
 * Pings every socket each interval. One that did not answer the previous ping is gone (a phone that
 * lost signal never sends a close), so it is terminated; live members' presence is refreshed.
 */
export function startHeartbeat(hub: Hub, presence: PresenceTracker, intervalMs: number): () => void {
  const timer = setInterval(() => {
    for (const conn of hub.connections) {
      if (!conn.alive) {
        conn.log.info('heartbeat missed: socket terminated');
        conn.terminate();
        continue;
      }
      conn.alive = false;
      try {
        conn.socket.ping();
      } catch {
        conn.terminate();
        continue;
      }
      if (conn.state === 'ready') presence.connected(conn.userId, conn.id);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
