import {
  type Settings,
  type SettingsReply,
  type SettingsUpdate,
  settingsConflictReply,
  settingsReply,
} from '@taishan/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { ApiError, errorMessage, UnauthorizedError } from '@/lib/api-error';
import { settingsQueryOptions, settingsQueryRoot } from './get-settings';

/** Saves a patch over the settings of `version`; an older version is refused (409) with the newer ones. */
export function updateSettings(patch: SettingsUpdate, version: number): Promise<SettingsReply> {
  return apiRequest('/api/user/settings', {
    schema: settingsReply,
    method: 'PUT',
    body: patch,
    headers: { 'If-Match': `"${version}"` },
  });
}

export function mergeSettings<S extends Settings>(current: S, patch: SettingsUpdate): S {
  return {
    ...current,
    notifications: { ...current.notifications, ...patch.notifications },
    privacy: { ...current.privacy, ...patch.privacy },
    appearance: { ...current.appearance, ...patch.appearance },
  };
}

/** The settings a refused save carried: what is stored now, saved on another device. */
export function newerSettingsOf(error: unknown): SettingsReply | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = settingsConflictReply.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

/** Every settings save; while one is under way the screen shows its own change, not a refetch. */
export const settingsSaveKey = ['user', 'settings', 'update'];

/** The version the next save is based on: the one last read or saved. */
async function baseVersion(queryClient: QueryClient): Promise<number> {
  const cached = queryClient.getQueryData(settingsQueryOptions().queryKey);
  return (cached ?? (await queryClient.fetchQuery(settingsQueryOptions()))).version;
}

/**
 * Saves any subset of the settings. The change shows at once (appearance applies live). Saves run
 * one after another, each based on the version the one before it left, so quick toggles never
 * refuse each other; a save refused because another device saved first shows the newer settings
 * and says so, and any other failure rolls the change back.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = settingsQueryOptions();
  return useMutation({
    mutationKey: settingsSaveKey,
    scope: { id: 'settings-save' },
    mutationFn: async (patch: SettingsUpdate) => updateSettings(patch, await baseVersion(queryClient)),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, mergeSettings(previous, patch));
      return { previous };
    },
    onSuccess: (saved) => {
      // Later toggles already show; only the version moves on until the last one is back.
      if (queryClient.isMutating({ mutationKey: settingsSaveKey }) <= 1)
        queryClient.setQueryData(queryKey, saved);
      else
        queryClient.setQueryData(queryKey, (shown) => (shown ? { ...shown, version: saved.version } : saved));
      toast.success('设置已保存', { id: 'settings-saved' });
    },
    onError: (error, _patch, context) => {
      const newer = newerSettingsOf(error);
      if (newer) queryClient.setQueryData(queryKey, newer);
      else if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (error instanceof UnauthorizedError) return;
      toast.error('保存失败', {
        id: 'settings-saved',
        description: errorMessage(error, '设置保存失败，请重试'),
      });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: settingsSaveKey }) <= 1)
        void queryClient.invalidateQueries({ queryKey: settingsQueryRoot });
    },
  });
}
