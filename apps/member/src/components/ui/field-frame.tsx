import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export interface FieldMessages {
  /** Shown under the field while it has no error, outside the label so the name stays the label. */
  hint?: ReactNode;
  /** The field's problem in Chinese; marks the control invalid and describes it. */
  error?: string | null | undefined;
}

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
export function useFieldIds({ hint, error }: FieldMessages) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    } as const,
  };
}

/** Label above, control, then the error (or the hint) below: every form field of the app. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: FieldMessages & {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={ids.id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={ids.errorId} className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        hint && (
          <p id={ids.hintId} className="text-xs text-ink-faint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
