import type { Conversation } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyIncoming,
  applyPresence,
  applyRead,
  conversationHref,
  filterConversations,
  sortConversations,
  totalUnread,
  unreadLabel,
} from './conversation-list';
import { message } from './test-messages';

function conv(id: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    id,
    type: 'group',
    name: id,
    description: null,
    avatar: null,
    participantId: null,
    participantName: '',
    participantAvatar: null,
    lastMessage: '你好',
    lastTime: '2025-01-01T08:00:00.000Z',
    lastSeq: 10,
    lastReadSeq: 10,
    unreadCount: 0,
    pinned: false,
    memberCount: 3,
    isOnline: false,
    ...overrides,
  };
}

describe('the conversation list', () => {
  it('puts daodejing first, then the most recent, rooms without messages last', () => {
    const list = [
      conv('old', { lastTime: '2025-01-01T00:00:00.000Z' }),
      conv('empty', { lastTime: null }),
      conv('daodejing', { type: 'public', lastTime: '2024-01-01T00:00:00.000Z' }),
      conv('new', { lastTime: '2025-02-01T00:00:00.000Z' }),
    ];
    expect(sortConversations(list).map((c) => c.id)).toEqual(['daodejing', 'new', 'old', 'empty']);
  });

  it('filters by name, case-insensitive, private rows by the partner name', () => {
    const list = [
      conv('a', { name: 'Taiji 练习' }),
      conv('b', { type: 'private', name: 'x', participantName: '玄真子' }),
    ];
    expect(filterConversations(list, 'taiji').map((c) => c.id)).toEqual(['a']);
    expect(filterConversations(list, '玄真').map((c) => c.id)).toEqual(['b']);
    expect(filterConversations(list, '  ')).toHaveLength(2);
    expect(filterConversations(list, 'zzz')).toEqual([]);
  });

  it('caps the badge at 99+ and sums the unread counts', () => {
    expect([unreadLabel(7), unreadLabel(99), unreadLabel(100)]).toEqual(['7', '99', '99+']);
    expect(totalUnread([conv('a', { unreadCount: 3 }), conv('b', { unreadCount: 120 })])).toBe(123);
    expect(totalUnread(undefined)).toBe(0);
  });

  it('links a direct row to the conversation with that member, a public room to its chat room, a group to its conversation', () => {
    const priv = conv('r1', { type: 'private', participantId: 'u2', participantName: '玄 真' });
    expect(conversationHref(priv)).toBe('/conversation?contact=u2&name=%E7%8E%84%20%E7%9C%9F');
    expect(conversationHref(conv('general', { type: 'public', name: '大厅' }))).toBe(
      '/chat-room?room=general&name=%E5%A4%A7%E5%8E%85',
    );
    expect(conversationHref(conv('g1'))).toBe('/conversation?group=g1');
  });
});

describe('live updates', () => {
  const list = [conv('room-1', { unreadCount: 2, lastSeq: 10, lastReadSeq: 8 }), conv('room-2')];

  it('shows an incoming message as the last one and counts it unread', () => {
    const next = applyIncoming(list, message(11, { content: '新消息' }), { me: 'me', seen: false })!;
    expect(next[0]).toMatchObject({ lastMessage: '新消息', lastSeq: 11, unreadCount: 3 });
  });

  it('does not count own messages or the room open in front of the member', () => {
    const own = applyIncoming(list, message(11, { senderId: 'me' }), { me: 'me', seen: false })!;
    expect(own[0]?.unreadCount).toBe(0);
    const seen = applyIncoming(list, message(11), { me: 'me', seen: true })!;
    expect(seen[0]).toMatchObject({ unreadCount: 0, lastReadSeq: 11 });
  });

  it('counts a message once even when it arrives twice', () => {
    const once = applyIncoming(list, message(11), { me: 'me', seen: false })!;
    expect(applyIncoming(once, message(11), { me: 'me', seen: false })![0]?.unreadCount).toBe(3);
  });

  it('says when the room is new to the list', () => {
    expect(applyIncoming(list, message(1, { roomId: 'room-9' }), { me: 'me', seen: false })).toBeNull();
  });

  it('applies reads and presence', () => {
    expect(applyRead(list, 'room-1', 9)[0]).toMatchObject({ lastReadSeq: 9, unreadCount: 1 });
    const people = [conv('d', { type: 'private', participantId: 'u2' })];
    expect(applyPresence(people, 'u2', true)[0]?.isOnline).toBe(true);
  });
});
