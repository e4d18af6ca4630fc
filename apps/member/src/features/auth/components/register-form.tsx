import { Mail, Smile, User } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRegister } from '../api/register';
import { toastAuthFailure } from '../lib/auth-failure';
import { AuthFormCard } from './auth-form-card';

const MISMATCH = '密码确认不匹配';

export function RegisterForm({
  onBack,
  onSwitch,
  onDone,
}: {
  onBack: () => void;
  onSwitch: () => void;
  onDone: () => void;
}) {
  const [form, setForm] = useState({ username: '', nickname: '', email: '', password: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const register = useRegister();

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    if (key === 'password' || key === 'confirm') setMismatch(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.confirm) {
      setMismatch(true);
      return;
    }
    register.mutate(
      {
        username: form.username.trim(),
        nickname: form.nickname.trim(),
        password: form.password,
        email: form.email.trim() || null,
      },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || '注册成功', {
            description: `欢迎加入泰山宫，${reply.user.nickname}`,
          });
          onDone();
        },
        onError: (error) => toastAuthFailure('注册失败', error, `网络错误，请重试: ${error.message}`),
      },
    );
  };

  return (
    <AuthFormCard
      title="注册道友"
      subtitle="结一段道缘，入泰山宫同修"
      onBack={onBack}
      switchTo={{ question: '已有账号？', label: '去登录', onSwitch }}
    >
      <form onSubmit={submit} className="space-y-3.5">
        <TextField
          label="用户名"
          name="username"
          autoComplete="username"
          placeholder="3-20位字母、数字或下划线"
          icon={<User className="size-4" />}
          required
          value={form.username}
          onChange={set('username')}
        />
        <TextField
          label="昵称"
          name="nickname"
          autoComplete="nickname"
          placeholder="道友们将这样称呼您"
          icon={<Smile className="size-4" />}
          required
          value={form.nickname}
          onChange={set('nickname')}
        />
        <TextField
          label="邮箱"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="选填"
          icon={<Mail className="size-4" />}
          value={form.email}
          onChange={set('email')}
        />
        <TextField
          label="密码"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="至少6位"
          required
          value={form.password}
          onChange={set('password')}
        />
        <TextField
          label="确认密码"
          name="confirm"
          type="password"
          autoComplete="new-password"
          placeholder="再次输入密码"
          required
          value={form.confirm}
          onChange={set('confirm')}
          error={mismatch ? MISMATCH : null}
        />
        <Button
          type="submit"
          size="lg"
          className="mt-1 w-full"
          pending={register.isPending}
          pendingText="注册中..."
        >
          注册
        </Button>
      </form>
    </AuthFormCard>
  );
}
