import { describe, expect, it, vi } from 'vitest';
import { type FetchPage, fetchSince } from './fetch-since';
import { message } from './test-messages';

/** A room holding seqs 1..last, answering like the server: newest first, `limit` at most. */
function room(last: number): FetchPage {
  return async ({ before, after, limit }) => {
    const out = [];
    for (let seq = last; seq >= 1 && out.length < limit; seq--) {
      if (before !== undefined && seq >= before) continue;
      if (after !== undefined && seq <= after) continue;
      out.push(message(seq));
    }
    return out;
  };
}

describe('fetchSince', () => {
  it('asks once with after= when little was missed', async () => {
    const fetchPage = vi.fn(room(12));
    const { messages, complete } = await fetchSince(fetchPage, 10);
    expect(messages.map((m) => m.seq)).toEqual([12, 11]);
    expect(complete).toBe(true);
    expect(fetchPage).toHaveBeenCalledWith({ after: 10, limit: 200 });
  });

  it('pages back with before= (same after) to close a gap', async () => {
    const fetchPage = vi.fn(room(25));
    const { messages, complete } = await fetchSince(fetchPage, 3, { limit: 10 });
    expect(messages.map((m) => m.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 22 }, (_, i) => i + 4),
    );
    expect(complete).toBe(true);
    expect(fetchPage.mock.calls.map(([q]) => q)).toEqual([
      { after: 3, limit: 10 },
      { after: 3, before: 16, limit: 10 },
      { after: 3, before: 6, limit: 10 },
    ]);
  });

  it('gives up after a few pages and says so', async () => {
    const { complete } = await fetchSince(room(1000), 0, { limit: 10, maxPages: 3 });
    expect(complete).toBe(false);
  });
});
