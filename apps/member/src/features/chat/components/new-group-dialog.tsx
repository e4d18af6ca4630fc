import { GROUP_NAME_MAX } from '@taishan/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { useCreateGroup } from '../api/create-group';
import { type FriendOption, FriendPicker } from './friend-picker';

function NewGroupForm({ friends, onDone }: { friends: FriendOption[] | undefined; onDone: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const create = useCreateGroup({
    onCreated: (room) => {
      onDone();
      navigate(`/conversation?group=${encodeURIComponent(room.id)}`);
    },
  });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const ready = name.trim() !== '' && selected.size > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) create.mutate({ name: name.trim(), memberIds: [...selected] });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField
        label="群聊名称"
        placeholder="例如：清静经共读"
        maxLength={GROUP_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <div className="space-y-2">
        <p className="text-sm font-medium text-ink">
          选择成员 <span className="font-normal text-ink-faint">（已选 {selected.size} 位）</span>
        </p>
        <FriendPicker friends={friends} selected={selected} onToggle={toggle} />
      </div>
      <DialogActions onCancel={onDone} className="pt-1">
        <Button type="submit" disabled={!ready} pending={create.isPending} pendingText="创建中...">
          创建群聊
        </Button>
      </DialogActions>
    </form>
  );
}

/** 发起群聊: a name and some friends make a group, which then opens. */
export function NewGroupDialog({
  open,
  onClose,
  friends,
}: {
  open: boolean;
  onClose: () => void;
  friends: FriendOption[] | undefined;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="发起群聊" description="邀请好友一同论道">
      <NewGroupForm friends={friends} onDone={onClose} />
    </Dialog>
  );
}
