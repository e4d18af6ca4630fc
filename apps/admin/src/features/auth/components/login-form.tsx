import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useLogin } from '../api/login';

const REQUIRED_MESSAGE = '请输入用户名和密码';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (mustChangePassword: boolean) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const loginMutation = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name || !password) {
      setError(REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    loginMutation.mutate(
      { username: name, password },
      {
        onSuccess: (reply) => {
          onLoggedIn(reply.mustChangePassword);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.isNetworkError) toast.error(NETWORK_ERROR_MESSAGE);
          else toast.error((err instanceof ApiError && err.serverMessage) || '登录失败');
        },
      },
    );
  };

  const missingUsername = error !== null && !username.trim();
  const missingPassword = error !== null && !password;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="admin-username" label="用户名">
        <Input
          id="admin-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="请输入管理员用户名"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={missingUsername || undefined}
          aria-describedby={error ? 'admin-login-error' : undefined}
        />
      </Field>
      <Field id="admin-password" label="密码">
        <PasswordInput
          id="admin-password"
          name="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          toggle
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={missingPassword || undefined}
          aria-describedby={error ? 'admin-login-error' : undefined}
        />
      </Field>
      {error && (
        <p
          id="admin-login-error"
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {error}
        </p>
      )}
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
