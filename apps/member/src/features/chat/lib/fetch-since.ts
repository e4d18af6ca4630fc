import type { ChatMessage } from '@taishan/contracts';

export interface PageQuery {
  before?: number;
  after?: number;
  limit: number;
}

export type FetchPage = (query: PageQuery) => Promise<ChatMessage[]>;

export interface Since {
  messages: ChatMessage[];
  /** False when more was missed than we are willing to page through: start over from the newest. */
  complete: boolean;
}

/**
 * Everything after `after`. The server answers `after=` with the newest `limit` messages past it;
 * when a page comes back full there may be a gap, which we page back into with `before=` (keeping
 * the same `after`) until a short page says it is closed.
 */
export async function fetchSince(
  fetchPage: FetchPage,
  after: number,
  { limit = 200, maxPages = 5 }: { limit?: number; maxPages?: number } = {},
): Promise<Since> {
  const messages: ChatMessage[] = [];
  let before: number | undefined;
  for (let page = 0; page < maxPages; page++) {
    const batch = await fetchPage(before === undefined ? { after, limit } : { after, before, limit });
    messages.push(...batch);
    if (batch.length < limit) return { messages, complete: true };
    const lowest = Math.min(...batch.map((m) => m.seq));
    if (lowest <= after + 1) return { messages, complete: true };
    before = lowest;
  }
  return { messages, complete: false };
}
