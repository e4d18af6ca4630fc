import { z } from 'zod';
import { line, lines } from './common.js';

/** The seeded public rooms keep their slugs as ids; every other room has a UUID. */
export const PUBLIC_ROOM_IDS = ['general', 'daodejing', 'discussion'] as const;
export const DEFAULT_ROOM_ID = 'general';
export const PINNED_ROOM_ID = 'daodejing';
/** The two seeded open groups the empty chat list recommends. */
export const RECOMMENDED_GROUP_IDS = ['study-daodejing', 'practice-taiji'] as const;

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_SIZE = 50;
/** A member may recall (撤回) their own message for this long after sending it. */
export const MESSAGE_RECALL_MINUTES = 2;
export const MESSAGE_RECALL_WINDOW_MS = MESSAGE_RECALL_MINUTES * 60_000;

/** What everyone sees in place of a recalled message: "某某撤回了一条消息" (the recaller sees 你). */
export const recallNotice = (nickname: string) => `${nickname}撤回了一条消息`;
export const GROUP_NAME_MAX = 30;

/** Room kinds on the wire: private (two members), group, public. */
export const roomType = z.enum(['private', 'group', 'public']);
export type RoomType = z.infer<typeof roomType>;

/** Only text is sent now; the schema leaves room for the others the admin message list shows. */
export const messageType = z.enum(['text', 'image', 'file', 'audio', 'video']);
export type MessageType = z.infer<typeof messageType>;

export const messageStatus = z.enum(['sent', 'delivered', 'read']);
export type MessageStatus = z.infer<typeof messageStatus>;

/** Room ids are UUIDs, or the slugs of the seeded rooms. */
export const roomId = z
  .string({ message: '无效的聊天室' })
  .regex(/^([0-9a-f-]{36}|[a-z][a-z0-9-]{1,39})$/, { message: '无效的聊天室' });

export const clientId = z
  .string({ message: '缺少消息编号' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '消息编号无效' });

export const messageContent = lines({ message: '消息内容不能为空' })
  .trim()
  .min(1, { message: '消息内容不能为空' })
  .max(MESSAGE_MAX_LENGTH, { message: `消息不能超过${MESSAGE_MAX_LENGTH}个字` });

/**
 * One message, readable by both screens of the member app: the chat-room side (id, userId, content,
 * createdAt, senderName, senderAvatar, messageType) and the conversation side (senderId, receiverId,
 * timestamp, type, status). `status` is the sender's view: sent, delivered or read.
 */
export const chatMessage = z.object({
  id: z.string(),
  roomId: z.string(),
  seq: z.number().int(),
  clientId: z.string().nullable(),
  userId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  senderAvatar: z.string().nullable(),
  avatar: z.string().nullable(),
  receiverId: z.string().nullable(),
  content: z.string(),
  type: messageType,
  messageType: messageType,
  status: messageStatus,
  createdAt: z.string(),
  timestamp: z.string(),
  /**
   * The sender recalled it: `content` is then '' and the screens show `recallNotice`. Optional so
   * producers that never recall (test doubles) stay valid; chat always says.
   */
  recalled: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
/** A page of history, newest first. */
export const chatMessagesReply = z.array(chatMessage);

/** GET /api/chats/{roomId}/messages and GET /api/messages/{contactId}: cursor by seq, newest first. */
export const historyQuery = z.object({
  before: z.coerce.number().int().min(1, { message: '游标无效' }).optional(),
  after: z.coerce.number().int().min(0, { message: '游标无效' }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: '每页数量无效' })
    .max(200, { message: '每页数量无效' })
    .default(MESSAGE_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/** POST /api/chats/{roomId}/messages */
export const sendRoomMessageBody = z.object({
  content: messageContent,
  clientId: clientId.optional(),
  type: z.literal('text', { message: '暂不支持该消息类型' }).default('text'),
});
export type SendRoomMessageBody = z.input<typeof sendRoomMessageBody>;

/** POST /api/messages : a private message to a member (receiverId, content, type text). */
export const sendDirectMessageBody = z.object({
  receiverId: z.string({ message: '请选择收信人' }).uuid({ message: '请选择收信人' }),
  content: messageContent,
  clientId: clientId.optional(),
  type: z.literal('text', { message: '暂不支持该消息类型' }).default('text'),
});
export type SendDirectMessageBody = z.input<typeof sendDirectMessageBody>;

/** POST /api/chats/{roomId}/read */
export const markReadBody = z.object({
  seq: z.number({ message: '游标无效' }).int().min(0, { message: '游标无效' }),
});
export const markReadReply = z.object({
  roomId: z.string(),
  lastReadSeq: z.number().int(),
  unreadCount: z.number().int(),
});
export type MarkReadReply = z.infer<typeof markReadReply>;

/**
 * GET /api/chats/list: one row per conversation of the member (the chat list entry plus
 * what the messages screen shows: type, pinned, unread, online, member count).
 */
export const conversation = z.object({
  id: z.string(),
  type: roomType,
  name: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  participantId: z.string().nullable(),
  participantName: z.string(),
  participantAvatar: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastTime: z.string().nullable(),
  lastSeq: z.number().int(),
  lastReadSeq: z.number().int(),
  unreadCount: z.number().int(),
  pinned: z.boolean(),
  memberCount: z.number().int(),
  isOnline: z.boolean(),
});
export type Conversation = z.infer<typeof conversation>;
export const conversationsReply = z.array(conversation);

/** GET /api/chats/public: public rooms and open groups a member may join. */
export const publicRoom = z.object({
  id: z.string(),
  name: z.string(),
  type: roomType,
  description: z.string().nullable(),
  memberCount: z.number().int(),
  joined: z.boolean(),
  pinned: z.boolean(),
});
export type PublicRoom = z.infer<typeof publicRoom>;
export const publicRoomsReply = z.array(publicRoom);

/** GET /api/chats: the member's rooms, newest activity first. */
export const chatEntry = z.object({
  id: z.string(),
  name: z.string(),
  type: roomType,
  updatedAt: z.string(),
});
export type ChatEntry = z.infer<typeof chatEntry>;
export const chatEntriesReply = z.array(chatEntry);

export const roomMember = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['owner', 'member']),
  isOnline: z.boolean(),
});
export type RoomMember = z.infer<typeof roomMember>;

/** GET /api/chats/{roomId}: the room (name, type) and what the conversation header shows. */
export const roomDetail = z.object({
  id: z.string(),
  name: z.string(),
  type: roomType,
  description: z.string().nullable(),
  memberCount: z.number().int(),
  participantId: z.string().nullable(),
  lastSeq: z.number().int(),
  lastReadSeq: z.number().int(),
  members: z.array(roomMember),
});
export type RoomDetail = z.infer<typeof roomDetail>;

/** POST /api/chats/groups: a group made from friends. */
export const createGroupBody = z.object({
  name: line({ message: '请输入群聊名称' })
    .trim()
    .min(1, { message: '请输入群聊名称' })
    .max(GROUP_NAME_MAX, { message: `群聊名称不能超过${GROUP_NAME_MAX}个字` }),
  memberIds: z
    .array(z.string().uuid({ message: '成员无效' }), { message: '请选择群聊成员' })
    .min(1, { message: '请至少选择一位好友' })
    .max(200, { message: '群聊成员过多' }),
});
export type CreateGroupBody = z.infer<typeof createGroupBody>;

/** POST /api/chats/{roomId}/members */
export const addMembersBody = z.object({
  userIds: z
    .array(z.string().uuid({ message: '成员无效' }))
    .min(1, { message: '请至少选择一位好友' })
    .max(200),
});

/** A friend as the contacts page lists them: friendId and friend {firstName, nickname, profileImageUrl, isOnline}. */
export const friendEntry = z.object({
  friendId: z.string(),
  friend: z.object({
    id: z.string(),
    username: z.string(),
    nickname: z.string(),
    firstName: z.string().nullable(),
    avatar: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isOnline: z.boolean(),
    status: z.string(),
  }),
  createdAt: z.string(),
});
export type FriendEntry = z.infer<typeof friendEntry>;
/** GET /api/friends */
export const friendsReply = z.array(friendEntry);

/** POST /api/friends */
export const addFriendBody = z.object({
  friendId: z.string({ message: '请选择好友' }).uuid({ message: '请选择好友' }),
});
export const friendReply = z.object({ success: z.boolean(), message: z.string() });
export type FriendReply = z.infer<typeof friendReply>;

/** After a decline the same asker may ask that member again once this many hours have passed. */
export const FRIEND_REQUEST_RETRY_HOURS = 24;

/**
 * POST /api/friends asks: `requested` waits for the other member's answer; `friends` when they had
 * already asked you, so their request was accepted (`requestId` is then theirs).
 */
export const askFriendReply = friendReply.extend({
  status: z.enum(['requested', 'friends']),
  requestId: z.string(),
});
export type AskFriendReply = z.infer<typeof askFriendReply>;

/** The other member of a friend request, as they let others see them (avatar and bio per privacy). */
export const friendRequestUser = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
});

/** A pending friend request (新的朋友) from the viewer's side: to answer, or to wait for. */
export const friendRequest = z.object({
  id: z.string(),
  direction: z.enum(['incoming', 'outgoing']),
  user: friendRequestUser,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequest>;

/** GET /api/friends/requests: the caller's pending requests, newest first. */
export const friendRequestsReply = z.object({
  incoming: z.array(friendRequest),
  outgoing: z.array(friendRequest),
});
export type FriendRequestsReply = z.infer<typeof friendRequestsReply>;

/** POST /api/reports: a member reports a message for the admins to review. */
export const REPORT_REASON_MAX = 200;
export const createReportBody = z.object({
  messageId: z.string({ message: '请选择要举报的消息' }).uuid({ message: '请选择要举报的消息' }),
  reason: lines({ message: '请填写举报原因' })
    .trim()
    .min(1, { message: '请填写举报原因' })
    .max(REPORT_REASON_MAX, { message: `举报原因不能超过${REPORT_REASON_MAX}个字` }),
});
export const reportReply = z.object({ id: z.string(), message: z.string() });
