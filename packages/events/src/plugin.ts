import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '@taishan/service-kit';
import { EventBus } from './event-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
  }
}

export interface EventBusPluginOptions {
  config: { NATS_URL: string; NATS_PREFIX: string };
  /** The connection name NATS shows (the service's name). */
  name: string;
}

/**
 * The service's NATS connection as a resource: connected (and the EVENTS stream ensured) when the
 * plugin loads, checked behind /ready, drained when the app closes, after everything registered
 * later (consumers, the outbox relay) has stopped.
 */
export const eventBusPlugin = fp<EventBusPluginOptions>(
  async (app: FastifyInstance, { config, name }) => {
    const bus = await EventBus.connect({
      url: config.NATS_URL,
      prefix: config.NATS_PREFIX,
      name,
      logger: app.log,
    });
    app.decorate('bus', bus);
    app.addReadinessCheck('nats', async () => {
      if (bus.nc.isClosed()) throw new Error('disconnected');
      await bus.nc.flush();
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'taishan-event-bus' },
);
