import { type CreateGroupBody, type RoomDetail, roomDetail } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { reportFailure, type ShowOnField } from '@/lib/report-failure';
import { conversationsQueryRoot } from './get-conversations';
import { roomQueryOptions } from './get-room';

export function createGroup(body: CreateGroupBody): Promise<RoomDetail> {
  return apiRequest('/api/chats/groups', { schema: roomDetail, method: 'POST', body });
}

export function useCreateGroup({
  onCreated,
  showOnField,
}: {
  onCreated: (room: RoomDetail) => void;
  showOnField?: ShowOnField;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (room) => {
      queryClient.setQueryData(roomQueryOptions(room.id).queryKey, room);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryRoot });
      toast.success('群聊已创建', { description: `「${room.name}」共${room.memberCount}位成员` });
      onCreated(room);
    },
    onError: (error) =>
      reportFailure(error, { title: '创建失败', fallback: '群聊创建失败，请重试', showOnField }),
  });
}
