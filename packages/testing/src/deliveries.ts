import type { Delivery } from '@taishan/contracts';
import type { EventBus } from '@taishan/events';
import { eventually } from './wait.js';

/**
 * Collects what a service publishes on a core subject (deliver.room.<id>, deliver.user.<id>), as
 * realtime would hear it. `ready()` makes sure the subscription is in place before the action.
 * `atArrival` looks at the world the moment a delivery arrives (what the database holds then, say,
 * to show it was published after the commit); its answers line up with `seen`.
 */
export function listen(
  sut: { bus: EventBus },
  subject: string,
  options: { atArrival?: (delivery: Delivery) => Promise<unknown> } = {},
) {
  const seen: Delivery[] = [];
  const atArrival: unknown[] = [];
  const sub = sut.bus.nc.subscribe(sut.bus.subject(subject));
  void (async () => {
    for await (const msg of sub) {
      const delivery = JSON.parse(new TextDecoder().decode(msg.data)) as Delivery;
      if (options.atArrival) atArrival.push(await options.atArrival(delivery));
      seen.push(delivery);
    }
  })();
  return {
    seen,
    atArrival,
    ready: () => sut.bus.nc.flush(),
    waitFor<T extends Delivery['type']>(
      type: T,
      match: (d: Extract<Delivery, { type: T }>) => boolean = () => true,
      timeoutMs = 3000,
    ): Promise<Extract<Delivery, { type: T }>> {
      const hit = () =>
        seen.find(
          (d): d is Extract<Delivery, { type: T }> =>
            d.type === type && match(d as Extract<Delivery, { type: T }>),
        );
      return eventually(async () => hit(), timeoutMs);
    },
    stop: () => sub.unsubscribe(),
  };
}
export type DeliveryListener = ReturnType<typeof listen>;
