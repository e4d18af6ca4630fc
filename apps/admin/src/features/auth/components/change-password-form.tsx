import { ADMIN_PASSWORD_MIN, adminPasswordBody } from '@taishan/contracts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { type FieldErrors, useFieldErrors } from '@/lib/use-field-errors';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type FieldName = (typeof FIELDS)[number];

/** The confirmation is the form's own: the server never sees it. */
function confirmProblem(newPassword: string, confirmPassword: string): FieldErrors<FieldName> {
  if (!confirmPassword) return { confirmPassword: '请再次输入新密码' };
  return confirmPassword === newPassword ? {} : { confirmPassword: '两次输入的密码不相同' };
}

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const fields = useFieldErrors(FIELDS);
  const mutation = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(
      adminPasswordBody,
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      confirmProblem(values.newPassword, values.confirmPassword),
    );
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: () => onChanged(),
      // A refusal that names a field (当前密码错误, 新密码不能与当前密码相同) is said there, once.
      onError: (err) => fields.fromServer(err) || toast.error(err.message),
    });
  };

  const field = (name: FieldName, label: string, autoComplete: string, placeholder?: string) => {
    const id = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    return (
      <Field id={id} label={label} error={fields.of(name)}>
        <PasswordInput
          id={id}
          autoComplete={autoComplete}
          placeholder={placeholder}
          toggle
          value={values[name]}
          onChange={(e) => {
            const value = e.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            fields.clear(name);
          }}
          {...fields.aria(name, id)}
        />
      </Field>
    );
  };

  return (
    <form ref={fields.formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {field('currentPassword', '当前密码', 'current-password')}
      {field('newPassword', '新密码', 'new-password', `至少${ADMIN_PASSWORD_MIN}位`)}
      {field('confirmPassword', '确认新密码', 'new-password', '再次输入新密码')}
      <Button type="submit" size="lg" className="w-full" pending={mutation.isPending}>
        {mutation.isPending ? '提交中...' : '修改密码'}
      </Button>
    </form>
  );
}
