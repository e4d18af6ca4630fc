import { type Settings, settings } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getSettings(): Promise<Settings> {
  return apiRequest('/api/user/settings', { schema: settings });
}

export const settingsQueryRoot = ['user', 'settings'] as const;

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryRoot, queryFn: getSettings, staleTime: 5 * 60_000 });
}

export function useSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...settingsQueryOptions(), enabled: options.enabled ?? true });
}
