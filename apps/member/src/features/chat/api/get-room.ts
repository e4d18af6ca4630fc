import { type RoomDetail, roomDetail } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getRoom(roomId: string): Promise<RoomDetail> {
  return apiRequest(`/api/chats/${encodeURIComponent(roomId)}`, { schema: roomDetail });
}

export const roomQueryRoot = ['chats', 'room'] as const;

export function roomQueryOptions(roomId: string) {
  return queryOptions({ queryKey: [...roomQueryRoot, roomId], queryFn: () => getRoom(roomId) });
}

export function useRoom(roomId: string | null) {
  return useQuery({ ...roomQueryOptions(roomId ?? ''), enabled: roomId !== null });
}
