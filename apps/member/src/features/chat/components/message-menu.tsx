import { Copy, Flag, MoreHorizontal } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-ink transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted';

/** The actions of one message: copy, and for someone else's message, report. */
export function MessageMenu({
  open,
  onOpenChange,
  own,
  content,
  onReport,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  own: boolean;
  content: string;
  onReport: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    container.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  const copy = async () => {
    onOpenChange(false);
    try {
      await navigator.clipboard.writeText(content);
      toast.success('已复制');
    } catch {
      toast.error('复制失败');
    }
  };

  return (
    <div ref={container} className="relative self-center">
      <button
        type="button"
        aria-label="消息操作"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
        className={cn(
          'flex size-8 items-center justify-center rounded-full text-ink-faint transition-opacity hover:bg-surface-muted hover:text-ink focus-visible:opacity-100',
          open ? 'opacity-100' : 'opacity-0 group-hover/message:opacity-100',
        )}
      >
        <MoreHorizontal aria-hidden className="size-4" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="消息操作"
          className={cn(
            'absolute top-9 z-30 w-36 animate-fade-in rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-brand-950/10',
            own ? 'left-0' : 'right-0',
          )}
        >
          <button type="button" role="menuitem" className={itemClass} onClick={() => void copy()}>
            <Copy aria-hidden className="size-4 text-ink-muted" />
            复制
          </button>
          {!own && (
            <button
              type="button"
              role="menuitem"
              className={cn(itemClass, 'text-red-700 dark:text-red-400')}
              onClick={() => {
                onOpenChange(false);
                onReport();
              }}
            >
              <Flag aria-hidden className="size-4" />
              举报
            </button>
          )}
        </div>
      )}
    </div>
  );
}
