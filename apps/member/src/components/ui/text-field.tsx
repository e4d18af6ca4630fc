import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field, outside the label so the accessible name stays exactly `label`. */
  hint?: ReactNode;
  error?: string | null;
  icon?: ReactNode;
  tone?: 'default' | 'glass';
}

export function fieldClasses(invalid = false, withIcon = false) {
  return cn(
    'h-11 w-full rounded-xl border bg-surface px-3.5 text-[0.95rem] text-ink placeholder:text-ink-faint transition-colors',
    'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20',
    invalid ? 'border-red-400 dark:border-red-500/70' : 'border-line',
    withIcon && 'pl-10',
  );
}

export function TextField({ label, hint, error, icon, className, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        {icon && (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-faint"
          >
            {icon}
          </span>
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={fieldClasses(Boolean(error), Boolean(icon))}
          {...props}
        />
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-faint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
