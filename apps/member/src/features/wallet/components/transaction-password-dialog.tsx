import {
  TRANSACTION_PASSWORD_MAX,
  TRANSACTION_PASSWORD_MIN,
  transactionPasswordBody,
} from '@taishan/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { PasswordField } from '@/components/ui/password-field';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useSetTransactionPassword } from '../api/set-transaction-password';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

function PasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const fields = useFieldErrors(FIELDS);
  const save = useSetTransactionPassword({ onDone, showOnField: fields.fromServer });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(
      transactionPasswordBody,
      { password, confirmPassword: confirm, ...(hasPassword ? { currentPassword: current } : {}) },
      // Once a password exists the server asks for it too; saying so here saves a round trip.
      hasPassword && !current ? { currentPassword: '请输入当前交易密码' } : {},
    );
    if (body) save.mutate(body);
  };

  return (
    <form ref={fields.formRef} onSubmit={submit} className="space-y-4" noValidate>
      {hasPassword && (
        <PasswordField
          label="当前交易密码"
          autoComplete="off"
          maxLength={TRANSACTION_PASSWORD_MAX}
          value={current}
          autoFocus
          error={fields.of('currentPassword')}
          onChange={fields.edit('currentPassword', setCurrent)}
        />
      )}
      <PasswordField
        label="交易密码"
        autoComplete="new-password"
        placeholder={`至少${TRANSACTION_PASSWORD_MIN}位`}
        maxLength={TRANSACTION_PASSWORD_MAX}
        value={password}
        autoFocus={!hasPassword}
        error={fields.of('password')}
        onChange={fields.edit('password', setPassword)}
      />
      <PasswordField
        label="确认交易密码"
        autoComplete="new-password"
        placeholder="再次输入交易密码"
        maxLength={TRANSACTION_PASSWORD_MAX}
        value={confirm}
        error={fields.of('confirmPassword')}
        onChange={fields.edit('confirmPassword', setConfirm)}
      />
      <p className="text-xs leading-relaxed text-ink-faint">
        交易密码用于确认转账与捐献，请勿与登录密码相同；连续输错多次将暂时锁定转账与捐献。
      </p>
      <DialogActions onCancel={onDone} className="pt-1">
        <Button type="submit" pending={save.isPending} pendingText="保存中...">
          确认设置
        </Button>
      </DialogActions>
    </form>
  );
}

export function TransactionPasswordDialog({
  open,
  onClose,
  hasPassword,
}: {
  open: boolean;
  onClose: () => void;
  hasPassword: boolean;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={hasPassword ? '修改交易密码' : '设置交易密码'}
      description={hasPassword ? '验证当前密码后设置新密码' : '设置后即可转账与捐献'}
    >
      <PasswordForm hasPassword={hasPassword} onDone={onClose} />
    </Dialog>
  );
}
