/**
 * `pnpm bench` (second part) / `pnpm --filter @taishan/bench bench:realtime`: end-to-end message
 * latency and throughput at 1 000 connected sockets through the real gateway, realtime and chat
 * (built services, own database and prefixes), against a bare `ws` relay with the same sockets,
 * the same frames and the same measurement. See README.md.
 */
import { runBench } from './lib/session.js';
import { checkOpenFileLimit } from './realtime/open-files.js';
import { benchRelay } from './realtime/relay-target.js';
import { loadAverage, lost, printReport } from './realtime/report.js';
import { benchStack } from './realtime/stack-target.js';

const started = performance.now();
const loadBefore = loadAverage();
const fileLimit = checkOpenFileLimit();
try {
  await runBench(
    async (session) => {
      const ours = await benchStack(session);
      const base = await benchRelay(session);
      printReport(ours, base, fileLimit, loadBefore);
      const failures =
        lost(ours) +
        lost(base) +
        ours.errorFrames +
        base.errorFrames +
        ours.unexpectedCloses +
        base.unexpectedCloses;
      if (failures > 0) process.exitCode = 1;
    },
    // Its phases run for up to a minute each: Ctrl-C cleans up at once instead of waiting for one to end.
    { exitOnInterrupt: 'interrupted: closing sockets, stopping the stack, dropping the database' },
  );
} finally {
  console.info(`realtime bench done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
