import type { ReactNode } from 'react';
import { CloudMotif, TaijiMark } from '@/components/ui/ornaments';
import { cn } from '@/lib/cn';
import { ChatListPanel } from './chat-list-panel';

function Placeholder() {
  return (
    <div className="relative flex h-full flex-1 flex-col items-center justify-center overflow-hidden bg-canvas text-center">
      <CloudMotif className="absolute top-10 -right-10 w-64 text-brand-200/60 dark:text-brand-900/40" />
      <CloudMotif className="absolute bottom-16 -left-12 w-56 -scale-x-100 text-brand-200/50 dark:text-brand-900/30" />
      <TaijiMark className="size-16 text-brand-700/40 dark:text-brand-300/40" />
      <p className="mt-5 font-serif text-lg tracking-widest text-ink-muted">选择一个会话开始聊天</p>
      <p className="mt-1 text-sm text-ink-faint">以道会友，清谈论道</p>
    </div>
  );
}

/**
 * Phones show either the list or one conversation; wide screens show both side by side, the list
 * on the left with the open conversation marked.
 */
export function ChatShell({ children, activeId }: { children?: ReactNode; activeId?: string | null }) {
  const listOnly = children === undefined;
  return (
    <div className="flex h-full">
      <aside
        aria-label="会话"
        className={cn(
          'h-full w-full shrink-0 bg-surface lg:w-80 lg:border-r lg:border-line xl:w-96',
          listOnly ? 'block' : 'hidden lg:block',
        )}
      >
        <ChatListPanel activeId={activeId} />
      </aside>
      <div className={cn('h-full min-w-0 flex-1', listOnly ? 'hidden lg:flex' : 'flex')}>
        {children ?? <Placeholder />}
      </div>
    </div>
  );
}
