import { PUBLIC_ROOM_IDS } from '@taishan/contracts';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  befriend,
  eventually,
  listen,
  publishEvent,
  registerMember,
  say,
  uniqueName,
  useChatService,
} from '../test/harness.js';
import { USER_EVENTS_CONSUMER } from './user-events.js';

const sut = useChatService();

const member = (id: string) =>
  sut.db.selectFrom('members').selectAll().where('user_id', '=', id).executeTakeFirst();
const roomsOf = async (id: string) =>
  (await sut.db.selectFrom('room_members').select('room_id').where('user_id', '=', id).execute())
    .map((r) => r.room_id)
    .sort();
const processed = (eventId: string) =>
  sut.db
    .selectFrom('inbox')
    .select('event_id')
    .where('event_id', '=', eventId)
    .where('consumer', '=', USER_EVENTS_CONSUMER)
    .executeTakeFirst();

/** What a JetStream redelivery looks like to the consumer: the same envelope (same event id) again. */
async function redeliver(envelope: { id: string; subject: string }) {
  await sut.bus.js.publish(sut.bus.subject(envelope.subject), JSON.stringify(envelope), { msgID: uuidv7() });
}

describe('events.user.registered', () => {
  it('adds a member to the projection and to every public room, not to the open groups', async () => {
    const id = uuidv7();
    const username = uniqueName();
    const inbox = listen(sut, `deliver.user.${id}`);
    await inbox.ready();
    await publishEvent(sut, 'events.user.registered', {
      userId: id,
      username,
      nickname: '初学',
      avatar: null,
      role: 'member',
      createdAt: new Date().toISOString(),
    });
    const row = await eventually(() => member(id));
    expect(row).toMatchObject({
      username,
      nickname: '初学',
      role: 'member',
      show_online_status: true,
      allow_friend_requests: true,
      allow_stranger_messages: false,
      bio: '道法自然，清静无为',
      deleted_at: null,
    });
    expect(await roomsOf(id)).toEqual([...PUBLIC_ROOM_IDS].sort());
    await inbox.waitFor('room_joined', (d) => d.data.chatId === 'general');
    inbox.stop();
  });

  it('keeps an administrator out of the rooms', async () => {
    const admin = await registerMember(sut, { role: 'admin' });
    expect(await roomsOf(admin.id)).toEqual([]);
  });

  it('starts newcomers as having read the history from before they came', async () => {
    const early = await registerMember(sut);
    await say(sut, early, 'discussion', '先来一步');
    const late = await registerMember(sut);
    const list = await sut.app.inject({ method: 'GET', url: '/api/chats/list', headers: late.headers });
    expect(list.json().find((r: { id: string }) => r.id === 'discussion').unreadCount).toBe(0);
  });
});

describe('events.user.updated', () => {
  it('applies each event once, even when it is delivered again later', async () => {
    const m = await registerMember(sut, { nickname: '甲' });
    const base = { userId: m.id, username: m.username, avatar: null, isVerified: false };
    const privacy = { showOnlineStatus: true, allowFriendRequests: true, allowStrangerMessages: false };
    const first = await publishEvent(sut, 'events.user.updated', { ...base, nickname: '乙', privacy });
    await eventually(() => processed(first.id));
    const second = await publishEvent(sut, 'events.user.updated', {
      ...base,
      nickname: '丙',
      privacy: { showOnlineStatus: false, allowFriendRequests: false, allowStrangerMessages: true },
    });
    await eventually(() => processed(second.id));
    await redeliver(first);
    const marker = await publishEvent(sut, 'events.user.updated', {
      ...base,
      nickname: '丙',
      privacy: { showOnlineStatus: false, allowFriendRequests: false, allowStrangerMessages: true },
    });
    await eventually(() => processed(marker.id));
    expect(await member(m.id)).toMatchObject({
      nickname: '丙',
      show_online_status: false,
      allow_friend_requests: false,
      allow_stranger_messages: true,
    });
    const inbox = await sut.db
      .selectFrom('inbox')
      .select('event_id')
      .where('event_id', '=', first.id)
      .execute();
    expect(inbox).toHaveLength(1);
  });

  it('stores the avatar, bio and group-invite switches', async () => {
    const m = await registerMember(sut);
    const e = await publishEvent(sut, 'events.user.updated', {
      userId: m.id,
      username: m.username,
      nickname: m.nickname,
      avatar: null,
      isVerified: false,
      privacy: {
        showOnlineStatus: true,
        allowFriendRequests: true,
        allowStrangerMessages: false,
        showProfilePicture: false,
        profileVisible: false,
        allowGroupInvites: false,
      },
    });
    await eventually(() => processed(e.id));
    expect(await member(m.id)).toMatchObject({
      show_profile_picture: false,
      profile_visible: false,
      allow_group_invites: false,
    });
  });

  it('keeps those switches when an older publisher leaves them out', async () => {
    const m = await registerMember(sut, {
      privacy: { showProfilePicture: false, profileVisible: false, allowGroupInvites: false },
    });
    const e = await publishEvent(sut, 'events.user.updated', {
      userId: m.id,
      username: m.username,
      nickname: '旧版',
      avatar: null,
      isVerified: false,
      privacy: { showOnlineStatus: true, allowFriendRequests: true, allowStrangerMessages: false },
    });
    await eventually(() => processed(e.id));
    expect(await member(m.id)).toMatchObject({
      nickname: '旧版',
      show_profile_picture: false,
      profile_visible: false,
      allow_group_invites: false,
    });
  });

  it('keeps the bio when an event does not carry one', async () => {
    const m = await registerMember(sut, { bio: '清静为天下正' });
    const e = await publishEvent(sut, 'events.user.updated', {
      userId: m.id,
      username: m.username,
      nickname: '改名',
      avatar: null,
      isVerified: true,
      privacy: { showOnlineStatus: true, allowFriendRequests: true, allowStrangerMessages: false },
    });
    await eventually(() => processed(e.id));
    expect(await member(m.id)).toMatchObject({ nickname: '改名', bio: '清静为天下正' });
  });
});

describe('events.user.deleted', () => {
  it('marks the member deleted, takes them out of every room and friendship, and closes their sessions', async () => {
    const gone = await registerMember(sut);
    const friend = await registerMember(sut);
    const other = await registerMember(sut);
    await befriend(sut, gone, friend);
    await befriend(sut, gone, other);
    const group = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/groups',
      headers: gone.headers,
      payload: { name: '将散', memberIds: [friend.id, other.id] },
    });
    const groupId = group.json().id as string;
    const sessions = listen(sut, `deliver.user.${gone.id}`);
    await sessions.ready();
    await publishEvent(sut, 'events.user.deleted', { userId: gone.id, username: gone.username });
    await sessions.waitFor('session_revoked', (d) => d.data.userId === gone.id);
    sessions.stop();
    expect((await member(gone.id))!.deleted_at).not.toBeNull();
    expect(await roomsOf(gone.id)).toEqual([]);
    const friendships = await sut.db
      .selectFrom('friendships')
      .select('user_id')
      .where((eb) => eb.or([eb('user_id', '=', gone.id), eb('friend_id', '=', gone.id)]))
      .execute();
    expect(friendships).toEqual([]);
    const owners = await sut.db
      .selectFrom('room_members')
      .select('user_id')
      .where('room_id', '=', groupId)
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toHaveLength(1);
    // Their token is still unexpired, but chat no longer serves them.
    const res = await sut.app.inject({ method: 'GET', url: '/api/chats/list', headers: gone.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MEMBER_DELETED', message: '账户已注销' });
  });

  it('tells their friends live that the friendship ended', async () => {
    const gone = await registerMember(sut);
    const friend = await registerMember(sut);
    await befriend(sut, gone, friend);
    const toFriend = listen(sut, `deliver.user.${friend.id}`);
    await toFriend.ready();
    await publishEvent(sut, 'events.user.deleted', { userId: gone.id, username: gone.username });
    expect((await toFriend.waitFor('friend_removed')).data).toEqual({ friendId: gone.id });
    toFriend.stop();
  });

  it('is not undone by a registration that arrives after it', async () => {
    const id = uuidv7();
    const username = uniqueName();
    const deleted = await publishEvent(sut, 'events.user.deleted', { userId: id, username });
    await eventually(() => processed(deleted.id));
    const late = await publishEvent(sut, 'events.user.registered', {
      userId: id,
      username,
      nickname: '迟到',
      avatar: null,
      role: 'member',
      createdAt: new Date().toISOString(),
    });
    await eventually(() => processed(late.id));
    expect((await member(id))!.deleted_at).not.toBeNull();
    expect(await roomsOf(id)).toEqual([]);
  });
});
