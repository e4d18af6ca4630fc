import { readFileSync } from 'node:fs';
import { SOCKETS } from './settings.js';

/**
 * The soft and hard open-file limits, as the report prints them; stops the bench when the soft limit
 * is below 2 × sockets + 1 024, since the gateway holds two file descriptors per client socket.
 * 'unknown' where /proc is not there.
 */
export function checkOpenFileLimit(): string {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line?.split(/\s+/).slice(3, 5) ?? [];
    if (soft && hard) {
      if (soft !== 'unlimited' && Number(soft) < SOCKETS * 2 + 1024) {
        throw new Error(
          `open-file limit ${soft} is too low for ${SOCKETS} sockets (the gateway holds two per socket): ` +
            `run \`ulimit -n ${SOCKETS * 2 + 1024}\` (hard limit ${hard}) first`,
        );
      }
      return `${soft} (hard ${hard})`;
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return 'unknown';
}
