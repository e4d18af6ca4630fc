import type { FriendOption } from '@/features/chat/components/friend-picker';
import { useFriends } from '@/features/contacts/api/get-friends';

/** 道友圈's friends, in the shape the chat feature's group dialogs take (undefined while loading). */
export function useFriendOptions(): FriendOption[] | undefined {
  const { data } = useFriends();
  return data?.map(({ friend }) => ({
    id: friend.id,
    name: friend.nickname || friend.username,
    username: friend.username,
    avatar: friend.avatar ?? friend.profileImageUrl,
  }));
}
