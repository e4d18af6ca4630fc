import { type FriendRequestsReply, friendRequestsReply } from '@taishan/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Member, Sut } from './harness.js';

type Reply = Promise<LightMyRequestResponse>;

/** The friend-request routes as a member's app calls them (raw replies, for exact assertions). */
export function friendRequestCalls(sut: Sut) {
  return {
    ask: (from: Member, friendId: string): Reply =>
      sut.app.inject({ method: 'POST', url: '/api/friends', headers: from.headers, payload: { friendId } }),
    accept: (by: Member, id: string): Reply =>
      sut.app.inject({ method: 'POST', url: `/api/friends/requests/${id}/accept`, headers: by.headers }),
    decline: (by: Member, id: string): Reply =>
      sut.app.inject({ method: 'POST', url: `/api/friends/requests/${id}/decline`, headers: by.headers }),
    withdraw: (by: Member, id: string): Reply =>
      sut.app.inject({ method: 'DELETE', url: `/api/friends/requests/${id}`, headers: by.headers }),
    async requestsOf(m: Member): Promise<FriendRequestsReply> {
      const res = await sut.app.inject({ method: 'GET', url: '/api/friends/requests', headers: m.headers });
      expect(res.statusCode).toBe(200);
      return friendRequestsReply.parse(res.json());
    },
    /** Asks and returns the new request's id. */
    async requestId(from: Member, to: Member): Promise<string> {
      const res = await sut.app.inject({
        method: 'POST',
        url: '/api/friends',
        headers: from.headers,
        payload: { friendId: to.id },
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { requestId: string }).requestId;
    },
    stored: (id: string) =>
      sut.db.selectFrom('friend_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    friendshipRows: (a: Member, b: Member) =>
      sut.db
        .selectFrom('friendships')
        .select(['user_id', 'friend_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', a.id), eb('friend_id', '=', b.id)]),
            eb.and([eb('user_id', '=', b.id), eb('friend_id', '=', a.id)]),
          ]),
        )
        .execute(),
  };
}
