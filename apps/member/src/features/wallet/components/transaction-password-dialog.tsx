import { TRANSACTION_PASSWORD_MAX, TRANSACTION_PASSWORD_MIN } from '@taishan/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { useFormProblem } from '@/lib/use-form-problem';
import { useSetTransactionPassword } from '../api/set-transaction-password';

function PasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const save = useSetTransactionPassword({ onDone });
  const form = useFormProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (hasPassword && !current) {
      return form.warn({ title: '请输入当前交易密码', description: '修改交易密码需要先验证当前密码' });
    }
    if (password.length < TRANSACTION_PASSWORD_MIN) {
      return form.warn({
        title: '密码长度不足',
        description: `交易密码至少需要${TRANSACTION_PASSWORD_MIN}位`,
      });
    }
    if (password !== confirm) return form.warn({ title: '密码不一致', description: '两次输入的密码不相同' });
    save.mutate(
      { password, confirmPassword: confirm, ...(hasPassword ? { currentPassword: current } : {}) },
      { onError: (error) => form.fromError('密码设置失败', error, '密码设置失败，请稍后重试') },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {hasPassword && (
        <PasswordField
          label="当前交易密码"
          autoComplete="off"
          maxLength={TRANSACTION_PASSWORD_MAX}
          value={current}
          autoFocus
          onChange={(e) => setCurrent(e.target.value)}
        />
      )}
      <PasswordField
        label="交易密码"
        autoComplete="new-password"
        placeholder={`至少${TRANSACTION_PASSWORD_MIN}位`}
        maxLength={TRANSACTION_PASSWORD_MAX}
        value={password}
        autoFocus={!hasPassword}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordField
        label="确认交易密码"
        autoComplete="new-password"
        placeholder="再次输入交易密码"
        maxLength={TRANSACTION_PASSWORD_MAX}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <p className="text-xs leading-relaxed text-ink-faint">
        交易密码用于确认转账与捐献，请勿与登录密码相同；连续输错多次将暂时锁定转账与捐献。
      </p>
      <FormAlert problem={form.problem} />
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
