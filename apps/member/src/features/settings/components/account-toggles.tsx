import type { Settings, SettingsUpdate } from '@taishan/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ToggleRow } from '@/components/ui/toggle-row';
import { useUpdateSettings } from '../api/update-settings';

type Section = 'notifications' | 'privacy';

export interface AccountToggle<S extends Section> {
  key: keyof Settings[S];
  label: string;
  description: string;
  icon: ReactNode;
  /** Marked 重要 beside its label. */
  important?: boolean;
}

/** On/off settings kept in the account, a row each; flipping one saves it at once. */
export function AccountToggles<S extends Section>({
  section,
  toggles,
  settings,
}: {
  section: S;
  toggles: readonly AccountToggle<S>[];
  settings: Settings;
}) {
  const update = useUpdateSettings();
  // Both sections hold only flags.
  const values = settings[section] as Record<keyof Settings[S], boolean>;
  return toggles.map(({ key, label, description, icon, important }) => (
    <ToggleRow
      key={String(key)}
      label={label}
      description={description}
      icon={icon}
      badge={important ? <Badge tone="red">重要</Badge> : undefined}
      checked={values[key]}
      onCheckedChange={(value) => update.mutate({ [section]: { [key]: value } } as SettingsUpdate)}
    />
  ));
}
