import { chatMessage, conversation, friendEntry, roomDetail } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { friendRequestCalls } from '../test/friend-requests.js';
import {
  befriend,
  listen,
  type Member,
  registerMember,
  say,
  updateMember,
  useChatService,
} from '../test/harness.js';

const sut = useChatService();
const calls = friendRequestCalls(sut);

const get = async (m: Member, url: string) => {
  const res = await sut.app.inject({ method: 'GET', url, headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
};

/** A member with an avatar who turned showProfilePicture off, and a friend looking at them. */
async function hiddenAvatar() {
  const hidden = await registerMember(sut, { nickname: '隐者' });
  const avatar = `/api/users/${hidden.id}/avatar?v=1`;
  await updateMember(sut, hidden, { avatar, privacy: { showProfilePicture: false } });
  const viewer = await registerMember(sut);
  await befriend(sut, hidden, viewer);
  return { hidden, viewer, avatar };
}

async function groupOf(owner: Member, other: Member) {
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/chats/groups',
    headers: owner.headers,
    payload: { name: '清修', memberIds: [other.id] },
  });
  expect(res.statusCode).toBe(201);
  return roomDetail.parse(res.json()).id;
}

describe('showProfilePicture off', () => {
  it('leaves the avatar out of the friends list', async () => {
    const { hidden, viewer } = await hiddenAvatar();
    const list = z.array(friendEntry).parse(await get(viewer, '/api/friends'));
    expect(list.find((f) => f.friendId === hidden.id)!.friend).toMatchObject({
      avatar: null,
      profileImageUrl: null,
    });
  });

  it('leaves the avatar out of friend requests', async () => {
    const hidden = await registerMember(sut);
    await updateMember(sut, hidden, {
      avatar: '/api/users/x/avatar?v=2',
      privacy: { showProfilePicture: false },
    });
    const other = await registerMember(sut);
    await calls.requestId(hidden, other);
    const { incoming } = await calls.requestsOf(other);
    expect(incoming[0]!.user).toMatchObject({ id: hidden.id, avatar: null });
  });

  it('leaves the avatar out of a room’s member list, but the member sees their own', async () => {
    const { hidden, viewer, avatar } = await hiddenAvatar();
    const roomId = await groupOf(hidden, viewer);
    const seen = roomDetail.parse(await get(viewer, `/api/chats/${roomId}`));
    expect(seen.members.find((m) => m.userId === hidden.id)!.avatar).toBeNull();
    const own = roomDetail.parse(await get(hidden, `/api/chats/${roomId}`));
    expect(own.members.find((m) => m.userId === hidden.id)!.avatar).toBe(avatar);
  });

  it('leaves the avatar out of the conversation list', async () => {
    const { hidden, viewer } = await hiddenAvatar();
    const sent = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: hidden.headers,
      payload: { receiverId: viewer.id, content: '道友好' },
    });
    expect(sent.statusCode).toBe(201);
    const list = z.array(conversation).parse(await get(viewer, '/api/chats/list'));
    expect(list.find((c) => c.participantId === hidden.id)).toMatchObject({
      avatar: null,
      participantAvatar: null,
    });
  });

  it('leaves the sender’s avatar out of the history, but the sender sees their own', async () => {
    const { hidden, viewer, avatar } = await hiddenAvatar();
    const roomId = await groupOf(hidden, viewer);
    await say(sut, hidden, roomId, '晨安');
    const seen = z.array(chatMessage).parse(await get(viewer, `/api/chats/${roomId}/messages`));
    expect(seen[0]).toMatchObject({ senderId: hidden.id, senderAvatar: null, avatar: null });
    const own = z.array(chatMessage).parse(await get(hidden, `/api/chats/${roomId}/messages`));
    expect(own[0]).toMatchObject({ senderAvatar: avatar, avatar });
  });

  it('leaves the sender’s avatar out of the live message the room hears', async () => {
    const { hidden, viewer, avatar } = await hiddenAvatar();
    const roomId = await groupOf(hidden, viewer);
    const room = listen(sut, `deliver.room.${roomId}`);
    await room.ready();
    const reply = await say(sut, hidden, roomId, '晚安');
    expect(reply.senderAvatar).toBe(avatar);
    const live = await room.waitFor('new_message', (d) => d.data.id === reply.id);
    expect(live.data).toMatchObject({ senderAvatar: null, avatar: null });
    room.stop();
  });

  it('shows the avatar again once the member allows it', async () => {
    const { hidden, viewer, avatar } = await hiddenAvatar();
    await updateMember(sut, hidden, { privacy: { showProfilePicture: true } });
    const list = z.array(friendEntry).parse(await get(viewer, '/api/friends'));
    expect(list.find((f) => f.friendId === hidden.id)!.friend.avatar).toBe(avatar);
  });
});

describe('profileVisible off', () => {
  it('leaves the bio out of the friends list', async () => {
    const quiet = await registerMember(sut, { bio: '少私寡欲', privacy: { profileVisible: false } });
    const viewer = await registerMember(sut);
    await befriend(sut, viewer, quiet);
    const list = z.array(friendEntry).parse(await get(viewer, '/api/friends'));
    expect(list.find((f) => f.friendId === quiet.id)!.friend.status).toBe('');
  });

  it('leaves the bio out of friend requests', async () => {
    const quiet = await registerMember(sut, { bio: '少私寡欲', privacy: { profileVisible: false } });
    const other = await registerMember(sut);
    await calls.requestId(quiet, other);
    const { incoming } = await calls.requestsOf(other);
    expect(incoming[0]!.user).toMatchObject({ id: quiet.id, status: '' });
  });
});
