import { createTestContext, type TestContext } from '@taishan/testing';

export interface BenchSession {
  /** The bench's own database, NATS prefix and Redis prefix. */
  ctx: TestContext;
  /** A clean-up step; the steps run last first when the bench ends, then the context is dropped. */
  defer(step: () => Promise<void>): void;
  /** Ctrl-C was pressed: a bench in "finish the step" mode checks this between steps. */
  readonly interrupted: boolean;
}

export interface RunOptions {
  /**
   * Ctrl-C: without this, the bench is told through `interrupted` and cleans up when it returns;
   * with it, this line is printed, everything is cleaned up at once and the process exits 130,
   * for a bench whose steps last long enough that waiting for the current one would be a nuisance.
   */
  exitOnInterrupt?: string;
}

/**
 * Runs a bench inside a fresh test context and always cleans up (deferred steps, then the database,
 * stream and keys), whether it finishes, throws or is interrupted. A failing step is logged and the
 * others still run, so nothing is left behind.
 */
export async function runBench(
  body: (session: BenchSession) => Promise<void>,
  options: RunOptions = {},
): Promise<void> {
  const steps: Array<() => Promise<void>> = [];
  let ctx: TestContext | undefined;
  let interrupted = false;
  let cleaned: Promise<void> | undefined;
  const cleanUp = () => {
    cleaned ??= (async () => {
      for (const step of steps.reverse()) await step().catch((err) => console.error(err));
      await ctx?.cleanup();
    })();
    return cleaned;
  };
  const onSignal = () => {
    interrupted = true;
    if (options.exitOnInterrupt === undefined) return;
    console.info(options.exitOnInterrupt);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  try {
    ctx = await createTestContext();
    await body({
      ctx,
      defer: (step) => steps.push(step),
      get interrupted() {
        return interrupted;
      },
    });
  } finally {
    process.off('SIGINT', onSignal);
    await cleanUp();
  }
}
