import type { EventBus } from '@taishan/events';
import type { Principal } from '@taishan/service-kit';
import type { Redis } from 'ioredis';
import type { RealtimeConfig } from '../config.js';
import type { ChatClient } from './chat-client.js';
import type { Hub } from './hub.js';
import type { PresenceTracker } from './presence.js';

export interface RealtimeContext {
  config: RealtimeConfig;
  bus: EventBus;
  redis: Redis;
  hub: Hub;
  chat: ChatClient;
  presence: PresenceTracker;
  verifyAccessToken: (token: string) => Promise<Principal>;
}
