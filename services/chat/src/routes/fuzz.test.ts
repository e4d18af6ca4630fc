import {
  addFriendBody,
  addMembersBody,
  createGroupBody,
  createReportBody,
  historyQuery,
  markReadBody,
  sendDirectMessageBody,
  sendRoomMessageBody,
} from '@taishan/contracts';
import { describeFuzz } from '@taishan/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { befriend, type Member, registerMember, say, useChatService } from '../test/harness.js';

/**
 * Every API route of chat, fed generated bodies and query strings shaped by its contract schema
 * (and hostile ones): no answer may be a 5xx, every 4xx says what is wrong in Chinese.
 */
const sut = useChatService();
let me: Member;
let friend: Member;
let stranger: Member;
let groupId = '';
let messageId = '';

beforeAll(async () => {
  me = await registerMember(sut);
  friend = await registerMember(sut);
  stranger = await registerMember(sut);
  await befriend(sut, me, friend);
  const group = await sut.app.inject({
    method: 'POST',
    url: '/api/chats/groups',
    headers: me.headers,
    payload: { name: '测试群', memberIds: [friend.id] },
  });
  groupId = (group.json() as { id: string }).id;
  messageId = (await say(sut, me, 'general', '道可道')).id;
});

const asMe = () => me.headers;

describe('fuzzed requests', () => {
  describeFuzz(
    () => sut.app,
    {
      'POST /api/chats/:roomId/messages': {
        schema: sendRoomMessageBody,
        headers: asMe,
        url: () => '/api/chats/general/messages',
        examples: () => [{ content: '非常道', clientId: `fuzz${Date.now()}abc` }],
      },
      'GET /api/chats/:roomId/messages': {
        schema: historyQuery,
        in: 'query',
        headers: asMe,
        url: () => '/api/chats/general/messages',
      },
      'POST /api/chats/:roomId/read': {
        schema: markReadBody,
        headers: asMe,
        url: () => `/api/chats/${groupId}/read`,
        examples: () => [{ seq: 1 }],
      },
      'POST /api/chats/groups': {
        schema: createGroupBody,
        headers: asMe,
        examples: () => [{ name: '清修', memberIds: [friend.id] }],
      },
      'POST /api/chats/:roomId/members': {
        schema: addMembersBody,
        headers: asMe,
        url: () => `/api/chats/${groupId}/members`,
        examples: () => [{ userIds: [friend.id, stranger.id] }],
      },
      'POST /api/friends': {
        schema: addFriendBody,
        headers: asMe,
        examples: () => [{ friendId: stranger.id }, { friendId: friend.id }],
      },
      'GET /api/messages/:contactId': {
        schema: historyQuery,
        in: 'query',
        headers: asMe,
        url: () => `/api/messages/${friend.id}`,
      },
      'POST /api/messages': {
        schema: sendDirectMessageBody,
        headers: asMe,
        examples: () => [
          { receiverId: friend.id, content: '你好' },
          { receiverId: stranger.id, content: '你好' },
        ],
      },
      'POST /api/reports': {
        schema: createReportBody,
        headers: asMe,
        examples: () => [{ messageId, reason: '广告' }],
      },
    },
    {
      'GET /api/chats/list': 'no input',
      'GET /api/chats/public': 'no input',
      'GET /api/chats': 'no input',
      'GET /api/chats/:roomId': 'a room id path parameter',
      'POST /api/chats/:roomId/join': 'a room id path parameter',
      'DELETE /api/chats/:roomId/members/me': 'a room id path parameter',
      'GET /api/friends': 'no input',
      'DELETE /api/friends/:friendId': 'a UUID path parameter',
      'GET /api/friends/requests': 'no input',
      'POST /api/friends/requests/:id/accept': 'a UUID path parameter',
      'POST /api/friends/requests/:id/decline': 'a UUID path parameter',
      'DELETE /api/friends/requests/:id': 'a UUID path parameter',
      'POST /api/messages/:messageId/recall': 'a UUID path parameter',
    },
    { it, expect },
  );
});
