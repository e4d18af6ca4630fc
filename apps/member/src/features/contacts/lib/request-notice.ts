import type { FriendRequest, FriendRequestAnswered } from '@taishan/contracts';

export interface Notice {
  tone: 'success' | 'info';
  title: string;
  description?: string;
}

const nameOf = (user: FriendRequest['user']) => user.nickname || user.username;

/** What a new request says on screen: only the recipient is told; the asker's devices already know. */
export function requestNotice(request: FriendRequest): Notice | null {
  if (request.direction !== 'incoming') return null;
  return { tone: 'info', title: '收到新的好友请求', description: `${nameOf(request.user)} 请求添加你为好友` };
}

/**
 * What an ended request says: only the other member's answer to the member's own request is news.
 * Their own answers, a withdrawal and a deleted account only refresh the lists.
 */
export function answerNotice(answer: FriendRequestAnswered, asked?: FriendRequest['user']): Notice | null {
  if (answer.direction !== 'outgoing') return null;
  const name = asked ? nameOf(asked) : undefined;
  if (answer.outcome === 'accepted') {
    return {
      tone: 'success',
      title: '对方已同意你的好友请求',
      ...(name ? { description: `你与${name}已结为道友` } : {}),
    };
  }
  if (answer.outcome === 'declined') {
    return { tone: 'info', title: '对方已拒绝你的好友请求', ...(name ? { description: name } : {}) };
  }
  return null;
}
