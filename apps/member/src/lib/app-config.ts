import { type AppConfig, appConfigReply } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /api/app/config: the gateway's run-time configuration (support contacts, demo mode), so a
 * built app follows what ops set without a rebuild. Public; read once per visit.
 */
export function getAppConfig(): Promise<AppConfig> {
  return apiRequest('/api/app/config', { schema: appConfigReply, session: false });
}

export const appConfigQueryRoot = ['app-config'] as const;

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: appConfigQueryRoot, queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
