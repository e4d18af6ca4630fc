import type { MessagingTables } from '@taishan/db';
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

/** bigint columns arrive as strings (packages/db keeps int8 exact); seqs are written as numbers. */
type Seq = ColumnType<string, number | string | undefined, number | string>;

/** What chat knows about a member: a projection of auth's user events, never written by routes. */
export interface MemberTable {
  user_id: string;
  username: string;
  nickname: string;
  avatar: string | null;
  role: 'member' | 'admin';
  bio: string;
  show_online_status: Generated<boolean>;
  allow_friend_requests: Generated<boolean>;
  allow_stranger_messages: Generated<boolean>;
  show_profile_picture: Generated<boolean>;
  /** Whether others see the bio (the friends list's status text, a friend request). */
  profile_visible: Generated<boolean>;
  allow_group_invites: Generated<boolean>;
  deleted_at: Date | null;
  updated_at: Generated<Date>;
}
export type MemberRow = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;

export type RoomKind = 'public' | 'group' | 'direct';

export interface RoomTable {
  id: string;
  kind: RoomKind;
  name: string | null;
  description: string | null;
  pinned: Generated<boolean>;
  /** Anyone may join without an invitation (public rooms and the seeded open groups). */
  open: Generated<boolean>;
  /** Sorted "a:b" of the two members of a direct room; unique so a pair never gets two rooms. */
  direct_key: string | null;
  created_by: string | null;
  /** Where the public list puts the room (seeded rooms); later rooms keep the default. */
  position: Generated<number>;
  last_seq: Seq;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type RoomRow = Selectable<RoomTable>;

export interface RoomMemberTable {
  room_id: string;
  user_id: string;
  role: 'owner' | 'member';
  last_read_seq: Seq;
  last_delivered_seq: Seq;
  joined_at: Generated<Date>;
}
export type RoomMemberRow = Selectable<RoomMemberTable>;

export type MessageKind = 'text' | 'image' | 'file' | 'audio' | 'video';

export interface MessageTable {
  id: string;
  room_id: string;
  seq: Seq;
  sender_id: string;
  client_id: string | null;
  type: MessageKind;
  content: string;
  created_at: Generated<Date>;
  deleted_at: Date | null;
  /** Recalled by its sender: members see a notice instead of the content. */
  recalled_at: Generated<Date | null>;
}
export type MessageRow = Selectable<MessageTable>;

export interface FriendshipTable {
  user_id: string;
  friend_id: string;
  created_at: Generated<Date>;
}

export type FriendRequestStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

export interface FriendRequestTable {
  id: string;
  requester_id: string;
  recipient_id: string;
  pair_key: string;
  status: Generated<FriendRequestStatus>;
  created_at: Generated<Date>;
  answered_at: Date | null;
}
export type FriendRequestRow = Selectable<FriendRequestTable>;

export interface ReportTable {
  id: string;
  reporter_id: string;
  message_id: string;
  room_id: string;
  reason: string;
  status: Generated<'pending' | 'resolved' | 'rejected'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type ReportRow = Selectable<ReportTable>;

export interface Database extends MessagingTables {
  members: MemberTable;
  rooms: RoomTable;
  room_members: RoomMemberTable;
  messages: MessageTable;
  friendships: FriendshipTable;
  friend_requests: FriendRequestTable;
  reports: ReportTable;
}

/** The pool or a transaction: every repository function takes either. */
export type Db = Kysely<Database> | Transaction<Database>;
