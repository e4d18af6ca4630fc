import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { AppToaster } from './toaster';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: focus stays inside, Escape and a tap on the backdrop close it.
 * A sheet from the bottom on phones, a centred card on wider screens. The content mounts only
 * while open, so every opening starts fresh; so does its own toaster, which shows the toasts raised
 * while it is open above the backdrop instead of under it.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'fixed inset-x-0 bottom-0 m-0 mt-auto max-h-[88dvh] w-full max-w-none overflow-hidden rounded-t-3xl border border-line bg-surface p-0 text-ink shadow-2xl',
        'backdrop:bg-stone-950/45 backdrop:backdrop-blur-[2px] open:animate-dialog-in',
        'sm:inset-0 sm:m-auto sm:h-fit sm:max-w-md sm:rounded-3xl',
        className,
      )}
    >
      {open && (
        <div className="flex max-h-[88dvh] flex-col">
          <AppToaster dark={document.documentElement.classList.contains('dark')} place="dialog" />
          <div className="flex items-start gap-3 border-b border-line px-5 pt-5 pb-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="font-serif text-lg font-semibold tracking-wide text-ink">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              aria-label="关闭"
              onClick={onClose}
              className="-mt-1 -mr-2 flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 pb-[calc(1.25rem+env(safe-area-inset-bottom))] sm:pb-5">
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}
