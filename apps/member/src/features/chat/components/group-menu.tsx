import { LogOut, MoreVertical, UserPlus } from 'lucide-react';
import { Menu, MenuItem } from '@/components/ui/menu';

/** A group's actions: invite friends, leave. */
export function GroupMenu({ onAddMembers, onLeave }: { onAddMembers: () => void; onLeave: () => void }) {
  return (
    <Menu
      triggerLabel="群聊设置"
      trigger={<MoreVertical aria-hidden className="size-5" />}
      triggerClassName="flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
      menuClassName="top-11 right-0 z-30 w-40 rounded-xl p-1.5"
    >
      <MenuItem onSelect={onAddMembers}>
        <UserPlus aria-hidden className="size-4 text-brand-700 dark:text-brand-300" />
        添加成员
      </MenuItem>
      <MenuItem tone="danger" onSelect={onLeave}>
        <LogOut aria-hidden className="size-4" />
        退出群聊
      </MenuItem>
    </Menu>
  );
}
