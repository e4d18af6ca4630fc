import { ADMIN_PASSWORD_MIN } from '@taishan/contracts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/change-password';

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>>;

function validate(currentPassword: string, newPassword: string, confirmPassword: string): Errors {
  const errors: Errors = {};
  if (!currentPassword) errors.currentPassword = '请输入当前密码';
  if (newPassword.length < ADMIN_PASSWORD_MIN) errors.newPassword = `新密码至少需要${ADMIN_PASSWORD_MIN}位`;
  else if (confirmPassword !== newPassword) errors.confirmPassword = '两次输入的密码不相同';
  return errors;
}

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(currentPassword, newPassword, confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          onChanged();
        },
        onError: (err) => {
          // The toast carries the server's message; the field is only marked, so the text shows once.
          setErrors(
            err.field === 'currentPassword' || err.serverMessage === '当前密码错误'
              ? { currentPassword: '' }
              : err.field === 'newPassword'
                ? { newPassword: '' }
                : {},
          );
          toast.error(err.message);
        },
      },
    );
  };

  const describedBy = (key: keyof Errors, id: string) => (errors[key] ? `${id}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="current-password" label="当前密码" error={errors.currentPassword}>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          aria-invalid={errors.currentPassword !== undefined || undefined}
          aria-describedby={describedBy('currentPassword', 'current-password')}
        />
      </Field>
      <Field id="new-password" label="新密码" error={errors.newPassword}>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          placeholder={`至少${ADMIN_PASSWORD_MIN}位`}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          aria-invalid={errors.newPassword !== undefined || undefined}
          aria-describedby={describedBy('newPassword', 'new-password')}
        />
      </Field>
      <Field id="confirm-password" label="确认新密码" error={errors.confirmPassword}>
        <PasswordInput
          id="confirm-password"
          autoComplete="new-password"
          placeholder="再次输入新密码"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          aria-invalid={errors.confirmPassword !== undefined || undefined}
          aria-describedby={describedBy('confirmPassword', 'confirm-password')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" pending={mutation.isPending}>
        {mutation.isPending ? '提交中...' : '修改密码'}
      </Button>
    </form>
  );
}
