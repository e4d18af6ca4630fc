import { adminLoginBody } from '@taishan/contracts';
import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useLogin } from '../api/login';

const FIELDS = ['username', 'password'] as const;

export function LoginForm({ onLoggedIn }: { onLoggedIn: (mustChangePassword: boolean) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const fields = useFieldErrors(FIELDS);
  const loginMutation = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(adminLoginBody, { username, password });
    if (!body) return;
    loginMutation.mutate(body, {
      onSuccess: (reply) => {
        onLoggedIn(reply.mustChangePassword);
      },
      onError: (err) => {
        if (fields.fromServer(err)) return;
        if (err instanceof ApiError && err.isNetworkError) toast.error(NETWORK_ERROR_MESSAGE);
        else toast.error((err instanceof ApiError && err.serverMessage) || '登录失败');
      },
    });
  };

  return (
    <form ref={fields.formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="admin-username" label="用户名" error={fields.of('username')}>
        <Input
          id="admin-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="请输入管理员用户名"
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            fields.clear('username');
          }}
          {...fields.aria('username', 'admin-username')}
        />
      </Field>
      <Field id="admin-password" label="密码" error={fields.of('password')}>
        <PasswordInput
          id="admin-password"
          name="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          toggle
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            fields.clear('password');
          }}
          {...fields.aria('password', 'admin-password')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" pending={loginMutation.isPending}>
        {loginMutation.isPending ? (
          '登录中...'
        ) : (
          <>
            <LogIn aria-hidden className="size-4.5" />
            登录
          </>
        )}
      </Button>
    </form>
  );
}
