import type { LocalNotificationSettings } from '@taishan/contracts';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import {
  readLocalNotificationSettings,
  writeLocalNotificationSettings,
} from '@/lib/local-notification-settings';

/** This device's notification preferences (desktop, sound, vibration, volume). */
export function useLocalNotificationSettings() {
  const [value, setValue] = useState<LocalNotificationSettings>(readLocalNotificationSettings);

  const update = useCallback(
    (patch: Partial<LocalNotificationSettings>, options: { silent?: boolean } = {}) => {
      setValue((current) => {
        const next = { ...current, ...patch };
        writeLocalNotificationSettings(next);
        return next;
      });
      if (!options.silent) toast.success('设置已保存', { id: 'settings-saved' });
    },
    [],
  );

  return [value, update] as const;
}
