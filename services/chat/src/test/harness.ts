import type { ChatMessage, Delivery, EventEnvelope, EventPayload, EventSubject } from '@taishan/contracts';
import { EventBus } from '@taishan/events';
import {
  createTestContext,
  createTokenMinter,
  type EventProbe,
  eventually,
  probeEvents,
  publishTestEvent,
  type TestContext,
} from '@taishan/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { type ChatConfig, readChatConfig } from '../config.js';
import type { Database, MemberRow } from '../db/database.js';
import type { ChatContext } from '../domain/context.js';

export interface Sut {
  app: FastifyInstance;
  ctx: ChatContext;
  db: Kysely<Database>;
  config: ChatConfig;
  /** A second connection playing auth (publishes user events) and realtime (listens, answers). */
  bus: EventBus;
  events: EventProbe;
  test: TestContext;
  token(userId: string, claims?: Record<string, unknown>, ttlSeconds?: number): Promise<string>;
}

/**
 * One chat service per test file on its own database and NATS prefix. There is no auth service:
 * tokens are signed with a key this harness holds, and members arrive the way they do in
 * production, as `events.user.*` on the bus.
 */
export function useChatService(
  overrides: Record<string, string> | ((test: TestContext) => Promise<Record<string, string>>) = {},
): Sut {
  const sut = {} as Sut;
  beforeAll(async () => {
    sut.test = await createTestContext();
    const extra = typeof overrides === 'function' ? await overrides(sut.test) : overrides;
    sut.config = readChatConfig({ ...sut.test.env, ...extra });
    const minter = await createTokenMinter();
    sut.token = (userId, claims = {}, ttl = 300) => minter.mint(userId, claims, ttl);
    sut.events = await probeEvents(sut.test.natsUrl, sut.test.natsPrefix);
    const built = await buildApp(sut.config, { keys: minter.keys });
    sut.app = built.app;
    sut.ctx = built.ctx;
    sut.db = built.ctx.db;
    sut.bus = await EventBus.connect({
      url: sut.test.natsUrl,
      prefix: sut.test.natsPrefix,
      name: 'chat-test',
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await sut.app?.close();
    await sut.bus?.close();
    await sut.events?.close();
    await sut.test?.cleanup();
  });
  return sut;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export { eventually };

export async function publishEvent<S extends EventSubject>(
  sut: Sut,
  subject: S,
  payload: EventPayload<S>,
  id: string = uuidv7(),
): Promise<EventEnvelope<S>> {
  return publishTestEvent(sut.bus, subject, payload, id);
}

let counter = 0;
export const uniqueName = (prefix = 'daoyou') => {
  counter += 1;
  return `${prefix}_${Date.now().toString(36).slice(-5)}${counter}`;
};

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
  const sub = sut.bus.nc.subscribe(sut.bus.subject('rpc.realtime.presence'));
  void (async () => {
    for await (const msg of sub) {
      const { userIds } = JSON.parse(new TextDecoder().decode(msg.data)) as { userIds: string[] };
      msg.respond(JSON.stringify({ online: userIds.filter((id) => online.has(id)) }));
    }
  })();
  return { stop: () => sub.unsubscribe() };
}

/** Collects what chat publishes on a core subject (deliver.room.<id>, deliver.user.<id>). */
export function listen(sut: Sut, subject: string) {
  const seen: Delivery[] = [];
  const sub = sut.bus.nc.subscribe(sut.bus.subject(subject));
  void (async () => {
    for await (const msg of sub) seen.push(JSON.parse(new TextDecoder().decode(msg.data)) as Delivery);
  })();
  return {
    seen,
    ready: () => sut.bus.nc.flush(),
    waitFor<T extends Delivery['type']>(
      type: T,
      match: (d: Extract<Delivery, { type: T }>) => boolean = () => true,
      timeoutMs = 3000,
    ): Promise<Extract<Delivery, { type: T }>> {
      const hit = () =>
        seen.find(
          (d): d is Extract<Delivery, { type: T }> =>
            d.type === type && match(d as Extract<Delivery, { type: T }>),
        );
      return eventually(async () => hit(), timeoutMs);
    },
    stop: () => sub.unsubscribe(),
  };
}
