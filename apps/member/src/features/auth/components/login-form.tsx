import { loginBody } from '@taishan/contracts';
import { KeyRound, User } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useLogin } from '../api/login';
import { reportAuthFailure } from '../lib/auth-failure';
import { AuthFormCard } from './auth-form-card';

const FIELDS = ['username', 'password'] as const;

export function LoginForm({
  onBack,
  onSwitch,
  onDone,
}: {
  onBack: () => void;
  onSwitch: () => void;
  onDone: () => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const fields = useFieldErrors(FIELDS);
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(loginBody, { username, password });
    if (!body) return;
    login.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message || '登录成功', {
          description: `欢迎回来，${reply.user.nickname || reply.user.username}`,
        });
        onDone();
      },
      // 登录失败 names no field on purpose (it must not tell which one was wrong): it is a toast.
      onError: (error) => reportAuthFailure('登录失败', error, '网络错误，请重试', fields.fromServer),
    });
  };

  return (
    <AuthFormCard
      title="登录泰山宫"
      subtitle="道友归来，清茶已备"
      onBack={onBack}
      switchTo={{ question: '还没有账号？', label: '去注册', onSwitch }}
    >
      <form ref={fields.formRef} onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="用户名"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="请输入用户名"
          icon={<User className="size-4" />}
          autoFocus
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            fields.clear('username');
          }}
          error={fields.of('username')}
        />
        <PasswordField
          label="密码"
          name="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          icon={<KeyRound className="size-4" />}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            fields.clear('password');
          }}
          error={fields.of('password')}
        />
        <Button type="submit" size="lg" className="w-full" pending={login.isPending} pendingText="登录中...">
          登录
        </Button>
      </form>
    </AuthFormCard>
  );
}
