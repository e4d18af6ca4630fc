import { z } from 'zod';
import { chatMessage, clientId, friendRequest, messageContent, roomId } from './chat.js';
import { line } from './common.js';
import { memberNoticeFrames } from './live.js';

/**
 * The websocket protocol at /ws. Every frame is JSON
 * `{ type, data }`. The first frame must be `auth` with the access token; a claimed userId is
 * ignored. The client reconnects 3 s after an abnormal close and pings every 30 s.
 */
export const WS_RECONNECT_DELAY_MS = 3000;
export const WS_PING_INTERVAL_MS = 30_000;
export const WS_NORMAL_CLOSE = 1000;
/** Realtime closes a socket with this when the member already has the most sockets allowed. */
export const WS_TOO_MANY_DEVICES_CLOSE = 4429;
/** After that close the app waits this long (not the usual 3 s) before trying again. */
export const WS_TOO_MANY_DEVICES_RETRY_MS = 60_000;

export const clientFrame = z.discriminatedUnion('type', [
  /** The first frame; sent again with a fresh token of the same member, it extends the session. */
  z.object({
    type: z.literal('auth'),
    data: z.object({ token: line().min(1), userId: z.string().optional() }),
  }),
  /** Answered with room_joined {chatId} for a room of the member, else error NOT_A_MEMBER. */
  z.object({ type: z.literal('join_chat'), data: z.object({ chatId: roomId }) }),
  z.object({
    type: z.literal('send_message'),
    data: z.object({
      chatId: roomId,
      content: messageContent,
      messageType: z.literal('text').default('text'),
      clientId,
    }),
  }),
  z.object({ type: z.literal('typing'), data: z.object({ chatId: roomId, isTyping: z.boolean() }) }),
  /** The device received messages up to seq: they count as delivered. */
  z.object({ type: z.literal('ack'), data: z.object({ chatId: roomId, seq: z.number().int().min(0) }) }),
  /** The member has seen the room up to seq. */
  z.object({ type: z.literal('read'), data: z.object({ chatId: roomId, seq: z.number().int().min(0) }) }),
  z.object({ type: z.literal('ping'), data: z.unknown().optional() }),
]);
export type ClientFrame = z.input<typeof clientFrame>;

export const receipt = z.object({
  chatId: z.string(),
  userId: z.string(),
  deliveredSeq: z.number().int(),
  readSeq: z.number().int(),
});
export type Receipt = z.infer<typeof receipt>;

/**
 * A pending friend request ended, told to both members from their own side: `accepted` (now
 * friends), `declined` by the recipient or `withdrawn` by the asker. `userId` is the other member.
 */
export const friendRequestAnswered = z.object({
  requestId: z.string(),
  userId: z.string(),
  direction: z.enum(['incoming', 'outgoing']),
  outcome: z.enum(['accepted', 'declined', 'withdrawn']),
});
export type FriendRequestAnswered = z.infer<typeof friendRequestAnswered>;

/** A member recalled their message: everyone in the room shows `recallNotice(nickname)` instead. */
export const messageRecalled = z.object({
  chatId: z.string(),
  messageId: z.string(),
  seq: z.number().int(),
  recalledBy: z.string(),
  nickname: z.string(),
});
export type MessageRecalled = z.infer<typeof messageRecalled>;

export const serverFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connected'), data: z.object({ serverTime: z.string() }) }),
  z.object({ type: z.literal('auth_success'), data: z.object({ userId: z.string(), username: z.string() }) }),
  /** A message someone (or another device of yours) sent to a room you are in. */
  z.object({ type: z.literal('new_message'), data: chatMessage }),
  /** The answer to your own send_message: the stored message (same clientId, its seq). */
  z.object({ type: z.literal('message'), data: chatMessage }),
  z.object({
    type: z.literal('typing'),
    data: z.object({ chatId: z.string(), userId: z.string(), nickname: z.string(), isTyping: z.boolean() }),
  }),
  z.object({ type: z.literal('receipt'), data: receipt }),
  z.object({ type: z.literal('message_recalled'), data: messageRecalled }),
  z.object({ type: z.literal('user_status'), data: z.object({ userId: z.string(), isOnline: z.boolean() }) }),
  /**
   * The member's sockets hear this room: the answer to join_chat, or chat added the member. In the
   * second case a client should refresh its conversation list and fetch the room by seq: a message
   * sent in the same instant may have been published before the subscription existed.
   */
  z.object({ type: z.literal('room_joined'), data: z.object({ chatId: z.string() }) }),
  z.object({ type: z.literal('room_left'), data: z.object({ chatId: z.string() }) }),
  /** A new friend request: incoming for the recipient, outgoing for the asker's other devices. */
  z.object({ type: z.literal('friend_request'), data: friendRequest }),
  z.object({ type: z.literal('friend_request_answered'), data: friendRequestAnswered }),
  /** A friendship ended (either side removed it, or the friend's account was deleted). */
  z.object({ type: z.literal('friend_removed'), data: z.object({ friendId: z.string() }) }),
  z.object({
    type: z.literal('error'),
    data: z.object({ code: z.string(), message: z.string(), clientId: z.string().optional() }),
  }),
  z.object({ type: z.literal('pong'), data: z.object({ serverTime: z.string() }) }),
  /** Money, verification, profile and settings of the member changed (live.ts). */
  ...memberNoticeFrames,
]);
export type ServerFrame = z.infer<typeof serverFrame>;

/**
 * NATS between chat and realtime (ARCHITECTURE.md): live delivery on core subjects, questions on
 * request/reply. Subjects are prefixed with NATS_PREFIX like every other.
 */
export const deliverRoomSubject = (id: string) => `deliver.room.${id}`;
export const deliverUserSubject = (id: string) => `deliver.user.${id}`;
export const RPC_CHAT_SEND = 'rpc.chat.send';
export const RPC_CHAT_ROOMS_OF = 'rpc.chat.rooms-of';
export const RPC_CHAT_RECEIPT = 'rpc.chat.receipt';
export const RPC_CHAT_FRIENDS_OF = 'rpc.chat.friends-of';
export const RPC_REALTIME_PRESENCE = 'rpc.realtime.presence';

/**
 * What services publish on deliver.room.<id> and deliver.user.<id> (chat, and wallet, verification
 * and auth to a member); realtime turns it into frames.
 */
export const delivery = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_message'), data: chatMessage }),
  z.object({ type: z.literal('receipt'), data: receipt }),
  z.object({ type: z.literal('message_recalled'), data: messageRecalled }),
  z.object({
    type: z.literal('typing'),
    data: z.object({ chatId: z.string(), userId: z.string(), nickname: z.string(), isTyping: z.boolean() }),
  }),
  z.object({ type: z.literal('room_joined'), data: z.object({ chatId: z.string() }) }),
  z.object({ type: z.literal('room_left'), data: z.object({ chatId: z.string() }) }),
  z.object({ type: z.literal('user_status'), data: z.object({ userId: z.string(), isOnline: z.boolean() }) }),
  z.object({ type: z.literal('friend_request'), data: friendRequest }),
  z.object({ type: z.literal('friend_request_answered'), data: friendRequestAnswered }),
  z.object({ type: z.literal('friend_removed'), data: z.object({ friendId: z.string() }) }),
  /** The member was deleted or signed out everywhere: close their sockets. */
  z.object({ type: z.literal('session_revoked'), data: z.object({ userId: z.string() }) }),
  /** From wallet, verification and auth to the member (live.ts). */
  ...memberNoticeFrames,
]);
export type Delivery = z.infer<typeof delivery>;

export const rpcError = z.object({ statusCode: z.number(), code: z.string(), message: z.string() });
export type RpcError = z.infer<typeof rpcError>;

/** rpc.chat.send: chat stores the message exactly as POST does and answers it. */
export const chatSendRequest = z.object({
  userId: z.string(),
  roomId: z.string(),
  content: z.string(),
  clientId: z.string(),
  requestId: z.string().optional(),
});

export const roomsOfRequest = z.object({ userId: z.string() });
/** `deleted`: chat knows the member as deleted, so realtime refuses their session. */
export const roomsOfReply = z.object({ roomIds: z.array(z.string()), deleted: z.boolean().optional() });

/** rpc.chat.receipt: a non-member is refused like the HTTP route refuses them. */
export const receiptRequest = z.object({
  userId: z.string(),
  roomId: z.string(),
  kind: z.enum(['delivered', 'read']),
  seq: z.number().int().min(0),
});

/** Whom to tell when a member comes online or goes offline, and whether they may be told. */
export const friendsOfRequest = z.object({ userId: z.string() });
export const friendsOfReply = z.object({ friendIds: z.array(z.string()), showOnlineStatus: z.boolean() });

/** Raw presence (members in their grace period count as online). */
export const presenceRequest = z.object({ userIds: z.array(z.string()).max(1000) });
export const presenceReply = z.object({ online: z.array(z.string()) });

/** Every request/reply subject with its request and reply schemas (packages/events serves and asks). */
export const rpcContracts = {
  [RPC_CHAT_SEND]: { request: chatSendRequest, reply: chatMessage },
  [RPC_CHAT_ROOMS_OF]: { request: roomsOfRequest, reply: roomsOfReply },
  [RPC_CHAT_RECEIPT]: { request: receiptRequest, reply: z.object({}) },
  [RPC_CHAT_FRIENDS_OF]: { request: friendsOfRequest, reply: friendsOfReply },
  [RPC_REALTIME_PRESENCE]: { request: presenceRequest, reply: presenceReply },
} as const;
export type RpcSubject = keyof typeof rpcContracts;
export type RpcRequest<S extends RpcSubject> = z.input<(typeof rpcContracts)[S]['request']>;
/** A request as the answering side receives it, after its schema parsed it. */
export type RpcParsedRequest<S extends RpcSubject> = z.output<(typeof rpcContracts)[S]['request']>;
export type RpcReply<S extends RpcSubject> = z.output<(typeof rpcContracts)[S]['reply']>;

/** What travels back on every subject: the reply, or the refusal an HTTP route would give. */
export const rpcAnswer = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: rpcError }),
]);
