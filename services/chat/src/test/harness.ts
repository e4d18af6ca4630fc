import type { ChatMessage, EventPayload } from '@taishan/contracts';
import { serve } from '@taishan/events';
import {
  bearer,
  eventually,
  listen,
  publishEvent,
  type ServiceSut,
  type TestContext,
  uniqueName,
  useServiceHarness,
} from '@taishan/testing';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../app.js';
import { type ChatConfig, readChatConfig } from '../config.js';
import type { MemberRow } from '../db/database.js';
import type { ChatContext } from '../domain/context.js';

export type Sut = ServiceSut<ChatConfig, ChatContext>;

/**
 * One chat service per test file. Members arrive the way they do in production, as `events.user.*`
 * on the bus; the harness's second connection also plays realtime (listens, answers presence).
 */
export function useChatService(
  overrides: Record<string, string> | ((test: TestContext) => Promise<Record<string, string>>) = {},
): Sut {
  return useServiceHarness({
    readConfig: readChatConfig,
    build: (config, keys) => buildApp(config, { keys }),
    overrides,
  });
}

export { bearer, eventually, listen, publishEvent, uniqueName };

export interface Member {
  id: string;
  username: string;
  nickname: string;
  token: string;
  headers: { authorization: string };
}

export type Privacy = EventPayload<'events.user.updated'>['privacy'];
const DEFAULT_PRIVACY: Privacy = {
  showOnlineStatus: true,
  allowFriendRequests: true,
  allowStrangerMessages: false,
  showProfilePicture: true,
  profileVisible: true,
  allowGroupInvites: true,
};

/** A member as auth would announce them, waited for until chat's projection holds them. */
export async function registerMember(
  sut: Sut,
  opts: {
    nickname?: string;
    username?: string;
    role?: 'member' | 'admin';
    bio?: string;
    privacy?: Partial<Privacy>;
  } = {},
): Promise<Member> {
  const id = uuidv7();
  const username = opts.username ?? uniqueName();
  const nickname = opts.nickname ?? '清风';
  await publishEvent(sut, 'events.user.registered', {
    userId: id,
    username,
    nickname,
    avatar: null,
    role: opts.role ?? 'member',
    createdAt: new Date().toISOString(),
    ...(opts.bio === undefined ? {} : { bio: opts.bio }),
  });
  await eventually(() =>
    sut.db.selectFrom('members').select('user_id').where('user_id', '=', id).executeTakeFirst(),
  );
  if (opts.privacy) await updateMember(sut, { id, username, nickname }, { privacy: opts.privacy });
  const token = await sut.token(id, { username });
  return { id, username, nickname, token, headers: bearer(token) };
}

/** Publishes events.user.updated and waits until the projection shows it. */
export async function updateMember(
  sut: Sut,
  member: Pick<Member, 'id' | 'username' | 'nickname'>,
  change: { nickname?: string; avatar?: string | null; bio?: string; privacy?: Partial<Privacy> },
): Promise<MemberRow> {
  const current = await sut.db
    .selectFrom('members')
    .selectAll()
    .where('user_id', '=', member.id)
    .executeTakeFirstOrThrow();
  const privacy: Privacy = {
    showOnlineStatus: current.show_online_status,
    allowFriendRequests: current.allow_friend_requests,
    allowStrangerMessages: current.allow_stranger_messages,
    showProfilePicture: current.show_profile_picture,
    profileVisible: current.profile_visible,
    allowGroupInvites: current.allow_group_invites,
    ...change.privacy,
  };
  const event = await publishEvent(sut, 'events.user.updated', {
    userId: member.id,
    username: member.username,
    nickname: change.nickname ?? current.nickname,
    avatar: change.avatar === undefined ? current.avatar : change.avatar,
    isVerified: false,
    privacy,
    ...(change.bio === undefined ? {} : { bio: change.bio }),
  });
  return eventually(async () => {
    const seen = await sut.db
      .selectFrom('inbox')
      .select('event_id')
      .where('event_id', '=', event.id)
      .executeTakeFirst();
    return (
      seen && sut.db.selectFrom('members').selectAll().where('user_id', '=', member.id).executeTakeFirst()
    );
  });
}

export { DEFAULT_PRIVACY };

/** Makes two members friends through the routes: a asks, b accepts. */
export async function befriend(sut: Sut, a: Member, b: Member) {
  const asked = await sut.app.inject({
    method: 'POST',
    url: '/api/friends',
    headers: a.headers,
    payload: { friendId: b.id },
  });
  if (asked.statusCode !== 201) throw new Error(`asking failed: ${asked.statusCode} ${asked.body}`);
  const { requestId } = asked.json() as { requestId: string };
  const accepted = await sut.app.inject({
    method: 'POST',
    url: `/api/friends/requests/${requestId}/accept`,
    headers: b.headers,
  });
  if (accepted.statusCode !== 200)
    throw new Error(`accepting failed: ${accepted.statusCode} ${accepted.body}`);
}

/** Sends a room message through the route and returns the reply body. */
export async function say(sut: Sut, member: Member, roomId: string, content: string, clientId?: string) {
  const res = await sut.app.inject({
    method: 'POST',
    url: `/api/chats/${roomId}/messages`,
    headers: member.headers,
    payload: { content, ...(clientId ? { clientId } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json() as ChatMessage;
}

/** Plays realtime's presence service: answers rpc.realtime.presence with the given online set. */
export function fakePresence(sut: Sut, online: Set<string>) {
  return serve(
    sut.bus,
    'rpc.realtime.presence',
    async ({ userIds }) => ({ online: userIds.filter((id) => online.has(id)) }),
    { queue: 'realtime', log: pino({ level: 'silent' }) },
  );
}
