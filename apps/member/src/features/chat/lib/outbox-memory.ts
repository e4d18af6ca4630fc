import type { OutboxEntry, OutboxStorage } from './outbox';

/** Entries kept in memory only: the fallback where IndexedDB cannot be opened, and the tests' storage. */
export function memoryOutbox(): OutboxStorage {
  const entries = new Map<string, OutboxEntry>();
  return {
    list: async (owner) =>
      [...entries.values()].filter((e) => e.owner === owner).sort((a, b) => a.queuedAt - b.queuedAt),
    put: async (entry) => void entries.set(entry.clientId, structuredClone(entry)),
    remove: async (clientId) => void entries.delete(clientId),
  };
}
