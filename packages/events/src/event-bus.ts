import { type EventEnvelope, type EventSubject, eventSchemas } from '@taishan/contracts';
import {
  AckPolicy,
  connect,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  nanos,
  headers as natsHeaders,
  RetentionPolicy,
  StorageType,
} from 'nats';
import type { BaseLogger } from 'pino';
import { prefixed, streamName, unprefixed } from './subjects.js';

/** What the bus and the relay log through: any pino logger, Fastify's included. */
export type Logger = Pick<BaseLogger, 'error' | 'warn' | 'info' | 'debug'>;

export interface EventBusOptions {
  url: string;
  prefix: string;
  name: string;
  logger: Logger;
}

export type EventHandler<S extends EventSubject = EventSubject> = (
  event: EventEnvelope<S>,
  meta: { requestId: string | undefined; redelivered: boolean },
) => Promise<void>;

export type EventHandlers = { [S in EventSubject]?: EventHandler<S> };

const DUPLICATE_WINDOW_MS = 10 * 60_000;

/**
 * The NATS side of a service: the EVENTS stream (durable domain events) and core subjects for live
 * delivery and request/reply.
 */
export class EventBus {
  readonly stream: string;
  private consumers: Array<{ stop: () => Promise<void> }> = [];

  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.stream = streamName(prefix);
  }

  static async connect(opts: EventBusOptions): Promise<EventBus> {
    const nc = await connect({
      servers: opts.url,
      name: opts.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    });
    const jsm = await nc.jetstreamManager();
    const bus = new EventBus(nc, nc.jetstream(), jsm, opts.prefix, opts.logger);
    await bus.ensureStream();
    return bus;
  }

  subject(name: string): string {
    return prefixed(this.prefix, name);
  }

  async ensureStream(): Promise<void> {
    const config = {
      name: this.stream,
      subjects: [prefixed(this.prefix, 'events.>')],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      max_age: nanos(30 * 24 * 3600_000),
    };
    try {
      await this.jsm.streams.info(this.stream);
      await this.jsm.streams.update(this.stream, config);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      try {
        await this.jsm.streams.add(config);
      } catch (addErr) {
        // Another service created it between our look and our add.
        if (!/already in use|exists/i.test(String(addErr))) throw addErr;
      }
    }
  }

  /** Publishes one envelope; JetStream drops a second copy with the same Nats-Msg-Id. */
  async publish(envelope: EventEnvelope, requestId?: string): Promise<void> {
    const h = natsHeaders();
    if (requestId) h.set('x-request-id', requestId);
    await this.js.publish(this.subject(envelope.subject), JSON.stringify(envelope), {
      msgID: envelope.id,
      headers: h,
    });
  }

  /**
   * A durable consumer on one filter (e.g. `events.user.>`). Each message is parsed against its
   * contract and handed to its handler; it is acked only after the handler resolved, which for
   * inbox handlers means after their transaction committed. A failure is retried with back-off.
   */
  async consume(durable: string, filter: string, handlers: EventHandlers): Promise<void> {
    const name = `${durable}`.replace(/[^A-Za-z0-9_-]/g, '_');
    const filter_subject = this.subject(filter);
    try {
      const info = await this.jsm.consumers.info(this.stream, name);
      if (info.config.filter_subject !== filter_subject) {
        await this.jsm.consumers.update(this.stream, name, { filter_subject });
      }
    } catch (err) {
      if (!isNotFound(err)) throw err;
      await this.jsm.consumers.add(this.stream, {
        durable_name: name,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject,
        ack_wait: nanos(30_000),
        max_deliver: -1,
      });
    }
    const consumer = await this.js.consumers.get(this.stream, name);
    const messages = await consumer.consume({ max_messages: 64 });
    const loop = (async () => {
      for await (const msg of messages) {
        const subject = unprefixed(this.prefix, msg.subject) as EventSubject;
        const handler = handlers[subject] as EventHandler | undefined;
        if (!handler) {
          msg.ack();
          continue;
        }
        let envelope: EventEnvelope;
        try {
          const raw = JSON.parse(new TextDecoder().decode(msg.data)) as EventEnvelope;
          const schema = eventSchemas[subject];
          envelope = { ...raw, subject, payload: schema.parse(raw.payload) } as EventEnvelope;
        } catch (err) {
          // A message that can never parse would block nothing but itself: log and drop it.
          this.logger.error({ err, subject }, 'dropping malformed event');
          msg.term();
          continue;
        }
        try {
          await handler(envelope, {
            requestId: msg.headers?.get('x-request-id') || undefined,
            redelivered: msg.redelivered,
          });
          msg.ack();
        } catch (err) {
          const attempt = msg.info.redeliveryCount;
          this.logger.error({ err, subject, eventId: envelope.id, attempt }, 'event handler failed');
          msg.nak(Math.min(30_000, 500 * 2 ** Math.min(attempt, 6)));
        }
      }
    })();
    this.consumers.push({
      stop: async () => {
        messages.stop();
        await loop;
      },
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.consumers.map((c) => c.stop()));
    this.consumers = [];
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}

function isNotFound(err: unknown): boolean {
  return /not found/i.test(String((err as Error)?.message ?? err));
}
