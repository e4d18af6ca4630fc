import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** A dialog's buttons at its bottom right: the quiet way out, then the action given as children. */
export function DialogActions({
  onCancel,
  cancelLabel = '取消',
  cancelDisabled,
  className,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Button variant="ghost" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
