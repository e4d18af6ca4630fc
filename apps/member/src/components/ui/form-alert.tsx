import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Problem } from '@/lib/use-form-problem';

/**
 * A form's latest problem, inside the form. Toasts sit below an open modal <dialog> (it owns the
 * top layer), so a dialog repeats the toast's words where the member is looking.
 */
export function FormAlert({ problem, className }: { problem: Problem | null; className?: string }) {
  if (!problem) return null;
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300',
        className,
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-medium">{problem.title}</span>
        {problem.description && (
          <span className="text-red-700/85 dark:text-red-300/85">：{problem.description}</span>
        )}
      </span>
    </p>
  );
}
