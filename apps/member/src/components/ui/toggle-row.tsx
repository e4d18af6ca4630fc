import { type ReactNode, useId } from 'react';
import { Switch } from './switch';

export interface ToggleRowProps {
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
  badge?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A settings line: icon, label and explanation on the left, its switch on the right. */
export function ToggleRow({
  label,
  description,
  icon,
  badge,
  checked,
  onCheckedChange,
  disabled,
}: ToggleRowProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-center gap-3 py-3.5">
      {icon && (
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950/50 dark:text-brand-300"
        >
          {icon}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="cursor-pointer text-[0.95rem] font-medium text-ink">
            {label}
          </label>
          {badge}
        </div>
        {description && (
          <p id={descriptionId} className="mt-0.5 text-xs leading-relaxed text-ink-muted">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        describedBy={description ? descriptionId : undefined}
      />
    </div>
  );
}
