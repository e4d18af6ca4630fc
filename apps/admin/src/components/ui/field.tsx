import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-500 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none aria-invalid:border-red-400 sm:text-sm';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
};

/**
 * A labelled form control with its error line (id `${id}-error`, for the control's
 * aria-describedby); the control itself comes as children.
 */
export function Field({ id, label, error, children, className }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}
