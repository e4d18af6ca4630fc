import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldFrame, type FieldMessages, useFieldIds } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldMessages {
  label: string;
  icon?: ReactNode;
}

export function fieldClasses(invalid = false, withIcon = false) {
  return cn(
    'h-11 w-full rounded-xl border bg-surface px-3.5 text-[0.95rem] text-ink placeholder:text-ink-faint transition-colors',
    'focus:outline-none focus:ring-3',
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/20 dark:border-red-400'
      : 'border-line focus:border-brand-500 focus:ring-brand-500/20',
    withIcon && 'pl-10',
  );
}

/** A decorative icon inside a field's left edge. */
export function FieldIcon({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden
      className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-faint"
    >
      {children}
    </span>
  );
}

export function TextField({ label, hint, error, icon, className, ...props }: TextFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        {icon && <FieldIcon>{icon}</FieldIcon>}
        <input className={fieldClasses(Boolean(error), Boolean(icon))} {...ids.controlProps} {...props} />
      </div>
    </FieldFrame>
  );
}
