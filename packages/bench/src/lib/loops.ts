/** Runs `op(i)` for i = 0…count-1, `width` at a time, and keeps each result at its index. */
export async function pool<T>(count: number, width: number, op: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await op(i);
      }
    }),
  );
  return out;
}

export interface LoopRun {
  started: number;
  /** From the start to the last completion. */
  seconds: number;
}

/**
 * Closed loop: `workers` workers, each starts `op(i)` and awaits it before taking the next i, until
 * `maxOps` have started or `maxSeconds` have passed; an op still running at the deadline finishes.
 */
export async function closedLoop(
  workers: number,
  maxOps: number,
  maxSeconds: number,
  op: (i: number) => Promise<void>,
): Promise<LoopRun> {
  let started = 0;
  const t0 = performance.now();
  const deadline = t0 + maxSeconds * 1000;
  let last = t0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (started < maxOps && performance.now() < deadline) {
        await op(started++);
        last = performance.now();
      }
    }),
  );
  return { started, seconds: (last - t0) / 1000 };
}

export interface TimedRun {
  /** Ops that resolved; their latencies are in `latenciesMs`. */
  ops: number;
  /** Ops that threw. */
  errors: number;
  firstError?: string;
  seconds: number;
  latenciesMs: number[];
}

/** A closed loop that times each op from its start to its end; an op that throws counts as an error. */
export async function timedLoop(
  workers: number,
  maxOps: number,
  maxSeconds: number,
  op: (i: number) => Promise<void>,
): Promise<TimedRun> {
  const latenciesMs: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const { seconds } = await closedLoop(workers, maxOps, maxSeconds, async (i) => {
    const t = performance.now();
    try {
      await op(i);
      latenciesMs.push(performance.now() - t);
    } catch (err) {
      errors++;
      firstError ??= (err as Error).message;
    }
  });
  return { ops: latenciesMs.length, errors, firstError, seconds, latenciesMs };
}
