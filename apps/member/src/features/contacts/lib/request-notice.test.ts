import type { FriendRequest, FriendRequestAnswered } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { answerNotice, requestNotice } from './request-notice';

const user = { id: 'u1', username: 'yunhe', nickname: '云鹤', avatar: null, status: '' };
const request = (direction: FriendRequest['direction']): FriendRequest => ({
  id: 'r1',
  direction,
  user,
  createdAt: '2025-06-15T08:00:00.000Z',
});
const answer = (
  direction: FriendRequestAnswered['direction'],
  outcome: FriendRequestAnswered['outcome'],
): FriendRequestAnswered => ({ requestId: 'r1', userId: 'u1', direction, outcome });

describe('friend request notices', () => {
  it('tells the recipient of a new request, by name', () => {
    expect(requestNotice(request('incoming'))).toEqual({
      tone: 'info',
      title: '收到新的好友请求',
      description: '云鹤 请求添加你为好友',
    });
  });

  it('says nothing to the asker’s own devices about their request', () => {
    expect(requestNotice(request('outgoing'))).toBeNull();
  });

  it.each([
    ['accepted', { tone: 'success', title: '对方已同意你的好友请求', description: '你与云鹤已结为道友' }],
    ['declined', { tone: 'info', title: '对方已拒绝你的好友请求', description: '云鹤' }],
    ['withdrawn', null],
  ] as const)('tells the asker when the other member %s', (outcome, notice) => {
    expect(answerNotice(answer('outgoing', outcome), user)).toEqual(notice);
  });

  it('leaves the name out when the request is no longer in the list', () => {
    expect(answerNotice(answer('outgoing', 'accepted'))).toEqual({
      tone: 'success',
      title: '对方已同意你的好友请求',
    });
  });

  it.each([['accepted'], ['declined'], ['withdrawn']] as const)(
    'says nothing to the recipient about a request that was %s',
    (outcome) => {
      expect(answerNotice(answer('incoming', outcome), user)).toBeNull();
    },
  );
});
