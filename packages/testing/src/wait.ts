import type { EventEnvelope, EventPayload, EventSubject } from '@taishan/contracts';
import type { EventBus } from '@taishan/events';
import { v7 as uuidv7 } from 'uuid';

/** Polls until the check returns a truthy value (projections are fed asynchronously through JetStream). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Publishes an event the way another service's outbox relay would (a fresh id each time). */
export async function publishTestEvent<S extends EventSubject>(
  bus: EventBus,
  subject: S,
  payload: EventPayload<S>,
  id: string = uuidv7(),
): Promise<EventEnvelope<S>> {
  const envelope = { id, subject, occurredAt: new Date().toISOString(), payload } as EventEnvelope<S>;
  await bus.publish(envelope as EventEnvelope);
  return envelope;
}
