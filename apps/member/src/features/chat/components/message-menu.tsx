import { Copy, Flag, MoreHorizontal } from 'lucide-react';
import { toast } from 'sonner';
import { Menu, MenuItem } from '@/components/ui/menu';
import { cn } from '@/lib/cn';

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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      toast.success('已复制');
    } catch {
      toast.error('复制失败');
    }
  };

  return (
    <Menu
      open={open}
      onOpenChange={onOpenChange}
      triggerLabel="消息操作"
      trigger={<MoreHorizontal aria-hidden className="size-4" />}
      triggerClassName={cn(
        'flex size-8 items-center justify-center rounded-full text-ink-faint transition-opacity hover:bg-surface-muted hover:text-ink focus-visible:opacity-100',
        open ? 'opacity-100' : 'opacity-0 group-hover/message:opacity-100',
      )}
      className="self-center"
      menuClassName={cn('top-9 z-30 w-36 rounded-xl p-1.5', own ? 'left-0' : 'right-0')}
    >
      <MenuItem onSelect={() => void copy()}>
        <Copy aria-hidden className="size-4 text-ink-muted" />
        复制
      </MenuItem>
      {!own && (
        <MenuItem tone="danger" onSelect={onReport}>
          <Flag aria-hidden className="size-4" />
          举报
        </MenuItem>
      )}
    </Menu>
  );
}
