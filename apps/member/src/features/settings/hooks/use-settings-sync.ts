import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/lib/realtime/realtime';
import { settingsQueryOptions, settingsQueryRoot } from '../api/get-settings';
import { settingsSaveKey } from '../api/update-settings';

/**
 * Settings saved on another device: read them again (the appearance applies at once). A notice of
 * this device's own save finds the version already here; while this device is saving, its last save
 * reads them again when it is done. After a reconnect they are read again, in case a notice was
 * missed meanwhile.
 */
export function useSettingsSync() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      if (client.isMutating({ mutationKey: settingsSaveKey }) > 0) return;
      void client.invalidateQueries({ queryKey: settingsQueryRoot });
    };
    const stops = [
      realtime.on('settings_changed', ({ version }) => {
        const shown = client.getQueryData(settingsQueryOptions().queryKey);
        if (!shown || shown.version < version) refresh();
      }),
      realtime.onReady(refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);
}
