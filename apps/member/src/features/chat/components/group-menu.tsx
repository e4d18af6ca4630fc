import { LogOut, MoreVertical, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm text-ink transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted';

/** A group's actions: invite friends, leave. */
export function GroupMenu({ onAddMembers, onLeave }: { onAddMembers: () => void; onLeave: () => void }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-label="群聊设置"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <MoreVertical aria-hidden className="size-5" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="群聊设置"
          className="absolute top-11 right-0 z-30 w-40 animate-fade-in rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-brand-950/10"
        >
          <button type="button" role="menuitem" className={itemClass} onClick={choose(onAddMembers)}>
            <UserPlus aria-hidden className="size-4 text-brand-700 dark:text-brand-300" />
            添加成员
          </button>
          <button
            type="button"
            role="menuitem"
            className={cn(itemClass, 'text-red-700 dark:text-red-400')}
            onClick={choose(onLeave)}
          >
            <LogOut aria-hidden className="size-4" />
            退出群聊
          </button>
        </div>
      )}
    </div>
  );
}
