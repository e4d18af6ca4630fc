import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useAddGroupMembers } from '../api/add-group-members';
import { type FriendOption, FriendPicker } from './friend-picker';

function AddMembersForm({
  roomId,
  friends,
  memberIds,
  onDone,
}: {
  roomId: string;
  friends: FriendOption[] | undefined;
  memberIds: string[];
  onDone: () => void;
}) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const add = useAddGroupMembers(roomId, { onDone });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="space-y-4">
      <FriendPicker friends={friends} selected={selected} onToggle={toggle} exclude={memberIds} />
      <DialogActions onCancel={onDone}>
        <Button
          disabled={selected.size === 0}
          pending={add.isPending}
          pendingText="添加中..."
          onClick={() => add.mutate([...selected])}
        >
          添加{selected.size > 0 ? `（${selected.size}）` : ''}
        </Button>
      </DialogActions>
    </div>
  );
}

export function AddMembersDialog({
  open,
  onClose,
  ...form
}: {
  open: boolean;
  onClose: () => void;
  roomId: string;
  friends: FriendOption[] | undefined;
  memberIds: string[];
}) {
  return (
    <Dialog open={open} onClose={onClose} title="添加成员" description="从好友中选择要邀请的道友">
      <AddMembersForm {...form} onDone={onClose} />
    </Dialog>
  );
}
