import { createGroupBody, GROUP_NAME_MAX } from '@taishan/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useCreateGroup } from '../api/create-group';
import { type FriendOption, FriendPicker } from './friend-picker';

const FIELDS = ['name', 'memberIds'] as const;

function NewGroupForm({ friends, onDone }: { friends: FriendOption[] | undefined; onDone: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const fields = useFieldErrors(FIELDS);
  const membersErrorId = useId();
  const create = useCreateGroup({
    onCreated: (room) => {
      onDone();
      navigate(`/conversation?group=${encodeURIComponent(room.id)}`);
    },
    showOnField: fields.fromServer,
  });
  const toggle = (id: string) => {
    fields.clear('memberIds');
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(createGroupBody, { name, memberIds: [...selected] });
    if (body) create.mutate(body);
  };
  const membersProblem = fields.of('memberIds');

  return (
    <form ref={fields.formRef} onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="群聊名称"
        placeholder="例如：清静经共读"
        maxLength={GROUP_NAME_MAX}
        value={name}
        error={fields.of('name')}
        onChange={fields.edit('name', setName)}
      />
      <fieldset aria-describedby={membersProblem ? membersErrorId : undefined} className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-ink">
          选择成员 <span className="font-normal text-ink-faint">（已选 {selected.size} 位）</span>
        </legend>
        {membersProblem && (
          <p id={membersErrorId} role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
            {membersProblem}
          </p>
        )}
        <FriendPicker friends={friends} selected={selected} onToggle={toggle} />
      </fieldset>
      <DialogActions onCancel={onDone} className="pt-1">
        <Button type="submit" pending={create.isPending} pendingText="创建中...">
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
