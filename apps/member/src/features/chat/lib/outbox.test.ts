import 'fake-indexeddb/auto';
import type { ChatMessage } from '@taishan/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox, type OutboxEntry, type OutboxStorage, type SendOutcome } from './outbox';
import { indexedDbOutbox } from './outbox-db';
import { memoryOutbox } from './outbox-memory';
import { message } from './test-messages';

const ME = 'me';

function entry(clientId: string, content: string, owner = ME): Omit<OutboxEntry, 'queuedAt'> {
  return {
    clientId,
    owner,
    view: { kind: 'direct', contactId: 'u2' },
    target: { kind: 'direct', contactId: 'u2', roomId: null },
    message: {
      ...message(0, { id: `local-${clientId}`, clientId, senderId: owner, content }),
      local: 'sending',
    },
  };
}

/**
 * Plays the server: stores each clientId once (as the real one does), answers with `decide` for
 * what it does not store, and records every attempt.
 */
function fakeServer(decide: (e: OutboxEntry) => SendOutcome | null = () => null) {
  const stored = new Map<string, ChatMessage>();
  const attempts: string[] = [];
  let inFlight = 0;
  let overlapped = false;
  const send = async (e: OutboxEntry): Promise<SendOutcome> => {
    attempts.push(e.message.content);
    inFlight++;
    if (inFlight > 1) overlapped = true;
    await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    const refused = decide(e);
    if (refused) return refused;
    const m =
      stored.get(e.clientId) ??
      message(stored.size + 1, { clientId: e.clientId, content: e.message.content });
    stored.set(e.clientId, m);
    return { kind: 'sent', message: m };
  };
  return { send, stored, attempts, overlapped: () => overlapped };
}

const contents = (outbox: Outbox) => outbox.snapshot().map((e) => [e.message.content, e.message.local]);

let opened: Outbox[] = [];
function outboxOn(storage: OutboxStorage, online = () => true) {
  const outbox = new Outbox(storage, { online, retryDelaysMs: [60_000] });
  opened.push(outbox);
  return outbox;
}
afterEach(() => {
  for (const o of opened) o.close();
  opened = [];
});

describe('the outbox', () => {
  it('sends the waiting messages one at a time in the order written, each once, and forgets them', async () => {
    const server = fakeServer();
    const outbox = outboxOn(memoryOutbox());
    await outbox.open(ME, server.send);
    await outbox.add(entry('aaaaaaaa1', '一'));
    await outbox.add(entry('aaaaaaaa2', '二'));
    await outbox.add(entry('aaaaaaaa3', '三'));
    await outbox.idle();
    expect(server.attempts).toEqual(['一', '二', '三']);
    expect(server.overlapped()).toBe(false);
    expect([...server.stored.values()].map((m) => m.content)).toEqual(['一', '二', '三']);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('keeps messages written offline as 发送中 and sends them once, in order, when kicked online', async () => {
    let online = false;
    const server = fakeServer();
    const outbox = outboxOn(memoryOutbox(), () => online);
    await outbox.open(ME, server.send);
    await outbox.add(entry('bbbbbbbb1', '离线一'));
    await outbox.add(entry('bbbbbbbb2', '离线二'));
    await outbox.idle();
    expect(server.attempts).toEqual([]);
    expect(contents(outbox)).toEqual([
      ['离线一', 'sending'],
      ['离线二', 'sending'],
    ]);
    online = true;
    outbox.kick();
    outbox.kick();
    await outbox.idle();
    expect(server.attempts).toEqual(['离线一', '离线二']);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('stops at a message that cannot reach the server, so none overtakes it, and resumes from it', async () => {
    let reachable = false;
    const server = fakeServer(() => (reachable ? null : { kind: 'unreachable' }));
    const outbox = outboxOn(memoryOutbox());
    await outbox.open(ME, server.send);
    await outbox.add(entry('cccccccc1', '先'));
    await outbox.add(entry('cccccccc2', '后'));
    await outbox.idle();
    // Each new message is a moment to try the head again; the one behind it is never tried first.
    expect(new Set(server.attempts)).toEqual(new Set(['先']));
    expect(contents(outbox)).toEqual([
      ['先', 'sending'],
      ['后', 'sending'],
    ]);
    reachable = true;
    outbox.kick();
    await outbox.idle();
    expect(server.attempts.slice(-2)).toEqual(['先', '后']);
    expect([...server.stored.values()].map((m) => m.content)).toEqual(['先', '后']);
  });

  it('keeps a refused message as failed with the reason, sends the rest, and lets it be retried or deleted', async () => {
    let refuse = true;
    const server = fakeServer((e) =>
      refuse && e.message.content === '拒' ? { kind: 'refused', reason: '对方仅接收好友的消息' } : null,
    );
    const outbox = outboxOn(memoryOutbox());
    await outbox.open(ME, server.send);
    await outbox.add(entry('dddddddd1', '拒'));
    await outbox.add(entry('dddddddd2', '收'));
    await outbox.idle();
    expect(contents(outbox)).toEqual([['拒', 'failed']]);
    expect(outbox.snapshot()[0]?.message.failure).toBe('对方仅接收好友的消息');
    expect([...server.stored.values()].map((m) => m.content)).toEqual(['收']);

    refuse = false;
    await outbox.retry('dddddddd1');
    await outbox.idle();
    expect(outbox.snapshot()).toEqual([]);
    expect([...server.stored.values()].map((m) => m.content)).toEqual(['收', '拒']);
  });

  it('deletes a failed message for good', async () => {
    const storage = memoryOutbox();
    const outbox = outboxOn(storage);
    await outbox.open(ME, async () => ({ kind: 'refused', reason: '消息不能超过2000个字' }));
    await outbox.add(entry('eeeeeeee1', '长'));
    await outbox.idle();
    expect(contents(outbox)).toEqual([['长', 'failed']]);
    await outbox.discard('eeeeeeee1');
    expect(outbox.snapshot()).toEqual([]);
    expect(await storage.list(ME)).toEqual([]);
  });

  it("never sends another member's messages (a shared device)", async () => {
    const storage = memoryOutbox();
    const server = fakeServer();
    await storage.put({ ...entry('ffffffff1', '别人的', 'someone-else'), queuedAt: 1 });
    const outbox = outboxOn(storage);
    await outbox.open(ME, server.send);
    await outbox.idle();
    expect(server.attempts).toEqual([]);
    expect(outbox.snapshot()).toEqual([]);
  });
});

describe('the outbox in IndexedDB', () => {
  it('survives a reload: the next page shows the waiting messages and sends them, once', async () => {
    const name = `outbox-test-${Date.now()}`;
    const before = outboxOn(indexedDbOutbox(name), () => false);
    await before.open(ME, async () => ({ kind: 'unreachable' }));
    await before.add(entry('gggggggg1', '重载前一'));
    await before.add(entry('gggggggg2', '重载前二'));
    await before.idle();
    before.close();

    const server = fakeServer();
    const after = outboxOn(indexedDbOutbox(name), () => false);
    await after.open(ME, server.send);
    expect(contents(after)).toEqual([
      ['重载前一', 'sending'],
      ['重载前二', 'sending'],
    ]);
    const online = outboxOn(indexedDbOutbox(name));
    after.close();
    await online.open(ME, server.send);
    await online.idle();
    expect(server.attempts).toEqual(['重载前一', '重载前二']);
    expect(await indexedDbOutbox(name).list(ME)).toEqual([]);
  });
});
