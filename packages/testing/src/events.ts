import type { EventEnvelope, EventSubject } from '@taishan/contracts';
import { connect, type NatsConnection } from 'nats';

export interface EventProbe {
  events: EventEnvelope[];
  /** Resolves with the first event (already seen or arriving) that matches. */
  waitFor<S extends EventSubject>(
    subject: S,
    match?: (event: EventEnvelope<S>) => boolean,
    timeoutMs?: number,
  ): Promise<EventEnvelope<S>>;
  close(): Promise<void>;
}

/** Listens to every domain event under a test prefix, to assert what a service published. */
export async function probeEvents(natsUrl: string, prefix: string): Promise<EventProbe> {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const events: EventEnvelope[] = [];
  const waiters = new Set<() => void>();
  const sub = nc.subscribe(`${prefix}.events.>`);
  void (async () => {
    for await (const msg of sub) {
      events.push(JSON.parse(new TextDecoder().decode(msg.data)) as EventEnvelope);
      for (const wake of waiters) wake();
    }
  })();
  return {
    events,
    waitFor(subject, match = () => true, timeoutMs = 5000) {
      const find = () =>
        events.find((e) => e.subject === subject && match(e as never)) as
          | EventEnvelope<typeof subject>
          | undefined;
      return new Promise((resolve, reject) => {
        const hit = find();
        if (hit) return resolve(hit);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${subject} event within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
      });
    },
    async close() {
      sub.unsubscribe();
      await nc.close();
    },
  };
}
