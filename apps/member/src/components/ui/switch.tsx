import { cn } from '@/lib/cn';
import { usePendingValue } from '@/lib/use-pending-value';

export interface SwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** A toggle named by a <label htmlFor={id}> next to it (role=switch, so tests find it by that name). */
export function Switch({ id, checked: saved, onCheckedChange, disabled, describedBy }: SwitchProps) {
  const [checked, setChecked] = usePendingValue(saved);
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => {
        setChecked(!checked);
        onCheckedChange(!checked);
      }}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:opacity-50',
        checked
          ? 'border-brand-600 bg-linear-to-r from-brand-500 to-brand-600'
          : 'border-line bg-surface-muted dark:bg-stone-700',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow-sm ring-1 ring-black/5 transition-transform',
          checked ? 'translate-x-6' : 'translate-x-1',
        )}
      />
    </button>
  );
}
