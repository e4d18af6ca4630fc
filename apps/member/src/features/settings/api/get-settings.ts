import { type SettingsReply, settingsReply } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getSettings(): Promise<SettingsReply> {
  return apiRequest('/api/user/settings', { schema: settingsReply });
}

export const settingsQueryRoot = ['user', 'settings'] as const;

/** Kept in step by settings_changed (use-settings-sync), so it may be reused for a while. */
export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryRoot, queryFn: getSettings, staleTime: 5 * 60_000 });
}

/** `fresh`: a settings screen reads them from the server each time it opens. */
export function useSettings(options: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({
    ...settingsQueryOptions(),
    enabled: options.enabled ?? true,
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
