import { describe, expect, it } from 'vitest';
import {
  applyRecall,
  applyReceipt,
  mergeMessages,
  newestFromOthers,
  newestSeq,
  oldestSeq,
  withUnsent,
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

  it('never moves a status backwards (an older page after a live receipt)', () => {
    const held = [message(1, { status: 'read' })];
    expect(mergeMessages(held, [message(1, { status: 'sent' })])[0]?.status).toBe('read');
    expect(mergeMessages([message(1)], [message(1, { status: 'delivered' })])[0]?.status).toBe('delivered');
  });
});

describe('recalls', () => {
  it('shows a recalled message without its words', () => {
    const held = [message(1), message(2)];
    const next = applyRecall(held, message(2).id);
    expect(next[1]).toMatchObject({ seq: 2, recalled: true, content: '' });
    expect(next[0]).toBe(held[0]);
    expect(applyRecall(next, message(2).id)).toBe(next);
  });

  it('keeps a recall when a page fetched before it arrives later', () => {
    const held = applyRecall([message(1)], message(1).id);
    const merged = mergeMessages(held, [message(1, { status: 'read' })]);
    expect(merged[0]).toMatchObject({ recalled: true, content: '', status: 'read' });
    expect(mergeMessages([message(1)], [message(1, { recalled: true, content: '' })])[0]).toMatchObject({
      recalled: true,
      content: '',
    });
  });
});

describe('withUnsent', () => {
  it('shows the unsent messages after the stored ones, in the order written', () => {
    const shown = withUnsent([message(1)], [pending('abc12345'), pending('def12345')], 'me');
    expect(shown.map((m) => m.clientId)).toEqual(['client0001', 'abc12345', 'def12345']);
  });

  it('shows a message once when the server already stored it and the outbox still holds it', () => {
    const stored = message(2, { clientId: 'abc12345', senderId: 'me' });
    const shown = withUnsent([message(1), stored], [pending('abc12345')], 'me');
    expect(shown).toEqual([message(1), stored]);
  });

  it("is not fooled by someone else's message with the same clientId", () => {
    const theirs = message(2, { clientId: 'abc12345', senderId: 'u2' });
    expect(withUnsent([theirs], [pending('abc12345')], 'me')).toHaveLength(2);
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
    const held = [message(4), message(9, { senderId: 'me' }), pending('abc12345')];
    expect(newestSeq(held)).toBe(9);
    expect(oldestSeq(held)).toBe(4);
    expect(newestFromOthers(held, 'me')).toBe(4);
    expect(newestSeq([])).toBe(0);
    expect(oldestSeq([])).toBeNull();
  });
});
