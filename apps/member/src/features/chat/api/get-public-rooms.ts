import { type PublicRoom, publicRoom } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export function getPublicRooms(): Promise<PublicRoom[]> {
  return apiRequest('/api/chats/public', { schema: z.array(publicRoom) });
}

export const publicRoomsQueryRoot = ['chats', 'public'] as const;

export function publicRoomsQueryOptions() {
  return queryOptions({ queryKey: publicRoomsQueryRoot, queryFn: getPublicRooms });
}

export function usePublicRooms(options: { enabled?: boolean } = {}) {
  return useQuery({ ...publicRoomsQueryOptions(), enabled: options.enabled ?? true });
}
