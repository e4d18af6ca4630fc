import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { Outbox, type OutboxEntry, type OutboxOptions, type OutboxStorage } from './outbox';
import { memoryOutbox } from './outbox-memory';

const DB_NAME = 'taishan-chat';
const STORE = 'outbox';

interface ChatDb extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byOwner: [string, number] } };
}

/** The outbox in IndexedDB: one record per clientId, listed per member in the order written. */
export function indexedDbOutbox(name = DB_NAME): OutboxStorage {
  let db: Promise<IDBPDatabase<ChatDb> | null> | null = null;
  // Where IndexedDB cannot be opened (some private modes) messages still go, but only from memory.
  const fallback = memoryOutbox();
  const open = () => {
    db ??= openDB<ChatDb>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'clientId' });
        store.createIndex('byOwner', ['owner', 'queuedAt']);
      },
    }).catch((error: unknown) => {
      console.warn('无法打开本地消息存储，待发送的消息仅保存在本页', error);
      return null;
    });
    return db;
  };
  return {
    async list(owner) {
      const database = await open();
      if (!database) return fallback.list(owner);
      return database.getAllFromIndex(
        STORE,
        'byOwner',
        IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]),
      );
    },
    async put(entry) {
      const database = await open();
      if (database) await database.put(STORE, entry);
      else await fallback.put(entry);
    },
    async remove(clientId) {
      const database = await open();
      if (database) await database.delete(STORE, clientId);
      else await fallback.remove(clientId);
    },
  };
}

function tabsChannel(): Pick<OutboxOptions, 'broadcast'> {
  if (typeof BroadcastChannel === 'undefined') return {};
  const channel = new BroadcastChannel('taishan-chat-outbox');
  return {
    broadcast: {
      post: (owner) => channel.postMessage(owner),
      listen: (onChange) => {
        const handler = (event: MessageEvent) => {
          if (typeof event.data === 'string') onChange(event.data);
        };
        channel.addEventListener('message', handler);
        return () => channel.removeEventListener('message', handler);
      },
    },
  };
}

/**
 * The app's one outbox. Tabs of the app share it: a Web Lock lets one of them drain at a time and
 * a BroadcastChannel tells the others to show what changed.
 */
export const chatOutbox = new Outbox(indexedDbOutbox(), {
  ...tabsChannel(),
  exclusive: (lockName, run) =>
    typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(lockName, run) : run(),
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
});
