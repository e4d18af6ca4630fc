import { z } from 'zod';

/**
 * Domain events (ARCHITECTURE.md "Events and delivery"): each subject sits beside its payload
 * schema. Subjects are prefixed with NATS_PREFIX at the edge (packages/events).
 */
export const userRegistered = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['member', 'admin']),
  createdAt: z.string(),
  /** The profile's status text (friends see it); optional so older publishers stay valid. */
  bio: z.string().optional(),
});

export const userUpdated = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  isVerified: z.boolean(),
  /** The profile's status text (friends see it); optional so older publishers stay valid. */
  bio: z.string().optional(),
  /** The privacy switches other services enforce (friend requests, strangers, online status). */
  privacy: z.object({
    showOnlineStatus: z.boolean(),
    allowFriendRequests: z.boolean(),
    allowStrangerMessages: z.boolean(),
    /** Avatar, bio and group invitations; optional so older publishers stay valid (absent: unchanged). */
    showProfilePicture: z.boolean().optional(),
    profileVisible: z.boolean().optional(),
    allowGroupInvites: z.boolean().optional(),
  }),
});

export const userDeleted = z.object({ userId: z.string(), username: z.string() });

export const chatMessageCreated = z.object({
  messageId: z.string(),
  roomId: z.string(),
  roomType: z.enum(['private', 'group', 'public']),
  seq: z.number().int(),
  senderId: z.string(),
  type: z.enum(['text', 'image', 'file', 'audio', 'video']),
  createdAt: z.string(),
});

/** The sender recalled a message within the recall window; its content is no longer shown. */
export const chatMessageRecalled = z.object({
  messageId: z.string(),
  roomId: z.string(),
  roomType: z.enum(['private', 'group', 'public']),
  seq: z.number().int(),
  senderId: z.string(),
  recalledAt: z.string(),
});

export const friendAdded = z.object({
  userId: z.string(),
  friendId: z.string(),
  createdAt: z.string(),
  /** The accepted request (absent from older publishers). */
  requestId: z.string().optional(),
});

/** A friend request's life before its acceptance: `userId` asked `friendId`. */
export const friendRequestEvent = z.object({
  requestId: z.string(),
  userId: z.string(),
  friendId: z.string(),
  at: z.string(),
});

export const reportCreated = z.object({
  reportId: z.string(),
  reporterId: z.string(),
  messageId: z.string(),
  roomId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

/** Real-name verification (issue 4). No ID number ever travels in an event. */
export const verificationSubmitted = z.object({
  applicationId: z.string(),
  userId: z.string(),
  submittedAt: z.string(),
});
export const verificationApproved = z.object({
  applicationId: z.string(),
  userId: z.string(),
  realNameMasked: z.string(),
  verifiedAt: z.string(),
});
export const verificationRejected = z.object({
  applicationId: z.string(),
  userId: z.string(),
  reason: z.string(),
});

/**
 * The merit box ledger (issue 4). Amounts are decimal yuan strings with two places, as on the wire;
 * `transactionId` is the ledger transaction, unique per money movement.
 */
export const walletRecharged = z.object({
  transactionId: z.string(),
  paymentId: z.string(),
  userId: z.string(),
  amount: z.string(),
  paymentMethod: z.enum(['alipay', 'wechat_pay', 'bank_card']),
  createdAt: z.string(),
});
export const walletTransferred = z.object({
  transactionId: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  amount: z.string(),
  createdAt: z.string(),
});
export const walletDonated = z.object({
  transactionId: z.string(),
  userId: z.string(),
  amount: z.string(),
  category: z.string(),
  /** One merit point per whole yuan of this donation. */
  meritPoints: z.number().int(),
  createdAt: z.string(),
});

export const eventSchemas = {
  'events.user.registered': userRegistered,
  'events.user.updated': userUpdated,
  'events.user.deleted': userDeleted,
  'events.chat.message_created': chatMessageCreated,
  'events.chat.message_recalled': chatMessageRecalled,
  'events.friend.added': friendAdded,
  'events.friend.requested': friendRequestEvent,
  'events.friend.declined': friendRequestEvent,
  'events.friend.withdrawn': friendRequestEvent,
  'events.report.created': reportCreated,
  'events.verification.submitted': verificationSubmitted,
  'events.verification.approved': verificationApproved,
  'events.verification.rejected': verificationRejected,
  'events.wallet.recharged': walletRecharged,
  'events.wallet.transferred': walletTransferred,
  'events.wallet.donated': walletDonated,
} as const;

export type EventSubject = keyof typeof eventSchemas;
export type EventPayload<S extends EventSubject> = z.infer<(typeof eventSchemas)[S]>;

/** The envelope every event travels in; `id` is also the JetStream Nats-Msg-Id. */
export interface EventEnvelope<S extends EventSubject = EventSubject> {
  id: string;
  subject: S;
  occurredAt: string;
  payload: EventPayload<S>;
}
