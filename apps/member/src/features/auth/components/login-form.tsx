import { KeyRound, User } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '../api/login';
import { toastAuthFailure } from '../lib/auth-failure';
import { AuthFormCard } from './auth-form-card';

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
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || '登录成功', {
            description: `欢迎回来，${reply.user.nickname || reply.user.username}`,
          });
          onDone();
        },
        onError: (error) => toastAuthFailure('登录失败', error, '网络错误，请重试'),
      },
    );
  };

  return (
    <AuthFormCard
      title="登录泰山宫"
      subtitle="道友归来，清茶已备"
      onBack={onBack}
      switchTo={{ question: '还没有账号？', label: '去注册', onSwitch }}
    >
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="用户名"
          name="username"
          autoComplete="username"
          placeholder="请输入用户名"
          icon={<User className="size-4" />}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="密码"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          icon={<KeyRound className="size-4" />}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" pending={login.isPending} pendingText="登录中...">
          登录
        </Button>
      </form>
    </AuthFormCard>
  );
}
