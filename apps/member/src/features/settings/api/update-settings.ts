import { type Settings, type SettingsUpdate, settings } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { settingsQueryOptions, settingsQueryRoot } from './get-settings';

export function updateSettings(patch: SettingsUpdate): Promise<Settings> {
  return apiRequest('/api/user/settings', { schema: settings, method: 'PUT', body: patch });
}

export function mergeSettings(current: Settings, patch: SettingsUpdate): Settings {
  return {
    notifications: { ...current.notifications, ...patch.notifications },
    privacy: { ...current.privacy, ...patch.privacy },
    appearance: { ...current.appearance, ...patch.appearance },
  };
}

const MUTATION_KEY = ['user', 'settings', 'update'];

/**
 * Saves any subset of the settings. The change shows at once (appearance applies live) and is
 * rolled back if the server refuses it.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = settingsQueryOptions();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: updateSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, mergeSettings(previous, patch));
      return { previous };
    },
    onSuccess: (saved) => {
      // With several toggles in flight, an early reply would briefly undo the later ones.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1)
        queryClient.setQueryData(queryKey, saved);
      toast.success('设置已保存', { id: 'settings-saved' });
    },
    onError: (error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (error instanceof UnauthorizedError) return;
      toast.error('保存失败', {
        id: 'settings-saved',
        description: errorMessage(error, '设置保存失败，请重试'),
      });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1)
        void queryClient.invalidateQueries({ queryKey: settingsQueryRoot });
    },
  });
}
