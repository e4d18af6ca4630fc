import { describe, expect, it } from 'vitest';
import {
  addPending,
  applyReceipt,
  mergeMessages,
  newestFromOthers,
  newestSeq,
  oldestSeq,
  setLocalState,
} from './message-log';
import { message, pending } from './test-messages';

const seqs = (list: { seq: number; local?: string }[]) => list.map((m) => (m.local ? m.local : m.seq));

describe('mergeMessages', () => {
  it('orders by seq whatever order pages and live messages come in', () => {
    const merged = mergeMessages([message(5), message(2)], [message(9), message(1), message(7)]);
    expect(seqs(merged)).toEqual([1, 2, 5, 7, 9]);
  });

  it('keeps one copy of a message seen twice (a page and the socket)', () => {
    const merged = mergeMessages([message(1), message(2)], [message(2), message(3), message(3)]);
    expect(seqs(merged)).toEqual([1, 2, 3]);
  });

  it('replaces the pending entry with the stored message of the same clientId', () => {
    const held = addPending([message(1)], pending('abc12345'));
    const stored = message(2, { clientId: 'abc12345', senderId: 'me' });
    const merged = mergeMessages(held, [stored]);
    expect(merged).toHaveLength(2);
    expect(merged[1]).toEqual(stored);
  });

  it('keeps pending messages after the stored ones', () => {
    const held = addPending([message(1)], pending('abc12345'));
    expect(seqs(mergeMessages(held, [message(4)]))).toEqual([1, 4, 'sending']);
  });

  it('never moves a status backwards (an older page after a live receipt)', () => {
    const held = [message(1, { status: 'read' })];
    expect(mergeMessages(held, [message(1, { status: 'sent' })])[0]?.status).toBe('read');
    expect(mergeMessages([message(1)], [message(1, { status: 'delivered' })])[0]?.status).toBe('delivered');
  });
});

describe('pending messages', () => {
  it('marks a failed send and back to sending for the retry, under the same clientId', () => {
    const held = addPending([], pending('abc12345'));
    const failed = setLocalState(held, 'abc12345', 'failed');
    expect(failed[0]?.local).toBe('failed');
    const retried = setLocalState(failed, 'abc12345', 'sending');
    expect(retried[0]?.local).toBe('sending');
    expect(retried[0]?.clientId).toBe('abc12345');
  });

  it('leaves a message alone once the server stored it', () => {
    const stored = [message(3, { clientId: 'abc12345' })];
    expect(setLocalState(stored, 'abc12345', 'failed')[0]?.local).toBeUndefined();
  });
});

describe('applyReceipt', () => {
  it('turns own messages delivered and read up to the partner marks', () => {
    const held = [
      message(1, { senderId: 'me' }),
      message(2, { senderId: 'me' }),
      message(3, { senderId: 'me' }),
      message(4, { senderId: 'u2' }),
    ];
    const next = applyReceipt(held, 'me', { deliveredSeq: 3, readSeq: 1 });
    expect(next.map((m) => m.status)).toEqual(['read', 'delivered', 'delivered', 'sent']);
  });

  it('returns the same list when nothing changes', () => {
    const held = [message(1, { senderId: 'me', status: 'read' })];
    expect(applyReceipt(held, 'me', { deliveredSeq: 1, readSeq: 0 })).toBe(held);
  });
});

describe('cursors', () => {
  it('reads the newest and oldest seq, ignoring pending messages', () => {
    const held = addPending([message(4), message(9, { senderId: 'me' })], pending('abc12345'));
    expect(newestSeq(held)).toBe(9);
    expect(oldestSeq(held)).toBe(4);
    expect(newestFromOthers(held, 'me')).toBe(4);
    expect(newestSeq([])).toBe(0);
    expect(oldestSeq([])).toBeNull();
  });
});
