import { MESSAGE_RECALL_WINDOW_MS } from '@taishan/contracts';
import { Copy, Flag, MoreHorizontal, RotateCcw, Trash2, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { Menu, MenuItem } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import type { LogMessage } from '../lib/message-log';

export interface MessageActions {
  onRetry: () => void;
  onDiscard: () => void;
  onReport: () => void;
  onRecall: () => void;
}

/** Whether the member may still recall their message (the server decides in the end). */
export function canRecall(message: LogMessage, own: boolean, now = Date.now()): boolean {
  return (
    own &&
    !message.local &&
    !message.recalled &&
    now - Date.parse(message.createdAt) < MESSAGE_RECALL_WINDOW_MS
  );
}

/**
 * The actions of one message: 复制 always; 举报 for someone else's; 撤回 for one's own in its first
 * 2 minutes; 重试 and 删除 for one the server refused.
 */
export function MessageMenu({
  open,
  onOpenChange,
  own,
  message,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  own: boolean;
  message: LogMessage;
  actions: MessageActions;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      toast.success('已复制');
    } catch {
      toast.error('复制失败');
    }
  };
  const stored = !message.local;

  return (
    <Menu
      open={open}
      onOpenChange={onOpenChange}
      triggerLabel="消息操作"
      trigger={<MoreHorizontal aria-hidden className="size-4" />}
      // The message itself is the list's tab stop: Enter or the context-menu key opens this menu.
      triggerTabIndex={-1}
      triggerClassName={cn(
        'flex size-8 items-center justify-center rounded-full text-ink-faint transition-opacity hover:bg-surface-muted hover:text-ink focus-visible:opacity-100',
        open ? 'opacity-100' : 'opacity-0 group-hover/message:opacity-100 group-focus/message:opacity-100',
      )}
      className="self-center"
      menuClassName={cn('top-9 z-30 w-36 rounded-xl p-1.5', own ? 'left-0' : 'right-0')}
    >
      {message.local === 'failed' && (
        <>
          <MenuItem onSelect={actions.onRetry}>
            <RotateCcw aria-hidden className="size-4 text-ink-muted" />
            重试
          </MenuItem>
          <MenuItem tone="danger" onSelect={actions.onDiscard}>
            <Trash2 aria-hidden className="size-4" />
            删除
          </MenuItem>
        </>
      )}
      <MenuItem onSelect={() => void copy()}>
        <Copy aria-hidden className="size-4 text-ink-muted" />
        复制
      </MenuItem>
      {canRecall(message, own) && (
        <MenuItem onSelect={actions.onRecall}>
          <Undo2 aria-hidden className="size-4 text-ink-muted" />
          撤回
        </MenuItem>
      )}
      {stored && !own && (
        <MenuItem tone="danger" onSelect={actions.onReport}>
          <Flag aria-hidden className="size-4" />
          举报
        </MenuItem>
      )}
    </Menu>
  );
}
